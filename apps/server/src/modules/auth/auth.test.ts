import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '@fairhub/shared/auth';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  bearer,
  DEFAULT_PASSWORD,
  expectFieldError,
  expectProblem,
  isoUtc,
  json,
  latestLink,
  login,
  postRegister,
  query,
  readOutbox,
  registerBody,
  registerConfirmed,
  requestToken,
  signUp,
  uniqueEmail,
} from '../../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const post = (path: string, payload?: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: api(path), payload, headers });
const getProfile = (token: string) => t.app.inject({ method: 'GET', url: api('profile'), headers: bearer(token) });

async function userRow(email: string) {
  const { rows } = await query<{ id: string; email: string; first_name: string; last_name: string; email_confirmed_at: Date | null; password_hash: string }>(
    t,
    'SELECT * FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows;
}

describe('POST register', () => {
  it('accepts a sign-up with 202, stores the e-mail lower-case and e-mails a confirmation link', async () => {
    const email = uniqueEmail('Mixed.Case').replace('example.com', 'Example.COM');
    const response = await postRegister(t, registerBody({ email: `  ${email} `, firstName: '  Anna  ', lastName: ' Nowak ' }));
    expect(response.statusCode).toBe(202);
    expect(json(response)).toEqual({ accepted: true });

    const rows = await userRow(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe(email.toLowerCase());
    expect(rows[0]!.first_name).toBe('Anna');
    expect(rows[0]!.last_name).toBe('Nowak');
    expect(rows[0]!.email_confirmed_at).toBeNull();
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.password_hash).not.toContain(DEFAULT_PASSWORD);

    const { url, message } = await latestLink(t, email, 'confirm');
    expect(url).toMatch(/^http:\/\/fairhub\.test\/confirm\/[A-Za-z0-9_-]{43,}$/);
    expect(message.subject).toMatch(/confirm/i);
    expect(message.text).toContain(url);
  });

  it('writes the e-mail in the chosen language', async () => {
    const body = registerBody({ language: 'pl' });
    expect((await postRegister(t, body)).statusCode).toBe(202);
    const { message } = await latestLink(t, body.email, 'confirm');
    expect(message.subject).toBe('Potwierdź konto w Fairhub');
  });

  it('answers an existing e-mail exactly like a new one, creates no second account and e-mails the owner instead', async () => {
    const existing = await registerConfirmed(t);
    const fresh = await postRegister(t, registerBody());
    const again = await postRegister(t, registerBody({ email: existing.email.toUpperCase(), firstName: 'Mallory' }));
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.body).toBe(fresh.body);
    expect(again.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(await userRow(existing.email)).toHaveLength(1);
    const { message } = await latestLink(t, existing.email, 'reset');
    expect(message.subject).toBe('You already have a Fairhub account');
    // the original password still works
    await login(t, existing.email, existing.password);
  });

  it('does not let an unconfirmed account log in until the link is opened', async () => {
    const body = registerBody();
    await postRegister(t, body);
    const before = await requestToken(t, { username: body.email, password: body.password });
    expect(before.statusCode).toBe(400);
    expect(json(before)).toEqual({ error: 'invalid_grant', error_description: expect.stringMatching(/^Account not confirmed/) });
    const { token } = await latestLink(t, body.email, 'confirm');
    expect((await post('confirm', { token, password: body.password })).statusCode).toBe(200);
    await login(t, body.email, body.password);
  });

  describe('validation', () => {
    const longEmail254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;

    it.each([
      ['missing e-mail', { email: undefined }, 'email', 'email_required'],
      ['empty e-mail', { email: '   ' }, 'email', 'email_required'],
      ['malformed e-mail', { email: 'not-an-email' }, 'email', 'email_invalid'],
      ['e-mail with two @', { email: 'a@b@example.com' }, 'email', 'email_invalid'],
      ['e-mail of 255 characters', { email: `e${longEmail254}` }, 'email', 'email_too_long'],
      ['e-mail of the wrong type', { email: 42 }, 'email', 'email_required'],
      ['missing password', { password: undefined }, 'password', 'password_required'],
      ['password of 9 characters', { password: 'Xk2#pQ9!z' }, 'password', 'password_too_short'],
      ['password of 129 characters', { password: 'Xk2#pQ9!z'.repeat(14) + 'abc' }, 'password', 'password_too_long'],
      ['common password', { password: 'Password123' }, 'password', 'password_common'],
      ['common Polish password', { password: 'haslo12345' }, 'password', 'password_common'],
      ['missing first name', { firstName: undefined }, 'firstName', 'name_required'],
      ['blank first name', { firstName: '    ' }, 'firstName', 'name_required'],
      ['last name of 121 characters', { lastName: 'N'.repeat(121) }, 'lastName', 'name_too_long'],
      ['terms not accepted', { acceptTerms: false }, 'acceptTerms', 'terms_required'],
      ['terms missing', { acceptTerms: undefined }, 'acceptTerms', 'terms_required'],
    ])('rejects %s', async (_name, overrides, field, code) => {
      const response = await postRegister(t, { ...registerBody(), ...overrides });
      const problem = expectFieldError(response, field, code);
      expect(problem.type).toBe('https://fairhub.app/problems/validation_failed');
      expect(problem.title).toBe('Bad Request');
      expect(problem.status).toBe(400);
    });

    it('rejects a password equal to the e-mail, whatever its case', async () => {
      const email = uniqueEmail('samepassword');
      const response = await postRegister(t, registerBody({ email, password: email.toUpperCase() }));
      expectFieldError(response, 'password', 'password_equals_email');
      expect(await userRow(email)).toHaveLength(0);
    });

    it('rejects an unknown language', async () => {
      const response = await postRegister(t, { ...registerBody(), language: 'de' });
      expectFieldError(response, 'language', 'invalid');
    });

    it('accepts the limits themselves: 254-character e-mail, 10- and 128-character passwords, 120-character names', async () => {
      expect((await postRegister(t, registerBody({ email: longEmail254 }))).statusCode).toBe(202);
      expect((await postRegister(t, registerBody({ password: 'Xk2#pQ9!zw' }))).statusCode).toBe(202);
      expect((await postRegister(t, registerBody({ password: 'Xk2#pQ9!zw'.repeat(12) + 'Xk2#pQ9!' }))).statusCode).toBe(202);
      expect((await postRegister(t, registerBody({ firstName: 'A'.repeat(120), lastName: 'B' }))).statusCode).toBe(202);
    });

    it('lists every invalid field in one problem', async () => {
      const response = await postRegister(t, {});
      const problem = expectProblem(response, 400, 'validation_failed');
      const fields = problem.errors!.map((error) => error.field).sort();
      expect(fields).toEqual(['acceptTerms', 'email', 'firstName', 'lastName', 'password']);
      expect(problem.detail).toContain('5 fields are not valid');
      for (const error of problem.errors!) expect(error.message).not.toMatch(/^[a-z_]+$/);
    });

    it('answers malformed JSON with a problem, not a stack trace', async () => {
      const response = await t.app.inject({ method: 'POST', url: api('register'), headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
      const problem = expectProblem(response, 400);
      expect(problem.detail).toBe('The request body is not valid JSON.');
      expect(response.body).not.toMatch(/at .*\.(js|ts):\d+/);
    });

    it('treats an empty JSON body as no body: a validation problem, not a parse error', async () => {
      const response = await t.app.inject({ method: 'POST', url: api('register'), headers: { 'content-type': 'application/json' }, payload: '' });
      expectFieldError(response, 'body', 'required');
    });

    it('refuses JSON with a __proto__ key', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: api('register'),
        headers: { 'content-type': 'application/json' },
        payload: '{"__proto__": {"admin": true}}',
      });
      expectProblem(response, 400);
    });

    it('reports a body of the wrong type as invalid_type, not as a missing field', async () => {
      const response = await t.app.inject({ method: 'POST', url: api('register'), headers: { 'content-type': 'text/plain' }, payload: 'hello' });
      expectFieldError(response, 'body', 'invalid_type');
    });

    it('answers a non-JSON content type with 415 problem details', async () => {
      const response = await t.app.inject({ method: 'POST', url: api('register'), headers: { 'content-type': 'application/xml' }, payload: '<hello/>' });
      expectProblem(response, 415);
    });
  });
});

describe('POST confirm', () => {
  it('confirms once with the password chosen now, signs in, and the link is single-use; the user gets a welcome notification', async () => {
    const body = registerBody();
    await postRegister(t, body);
    const { token } = await latestLink(t, body.email, 'confirm');
    expect(json(await t.app.inject({ method: 'GET', url: api(`confirm/${token}`) }))).toEqual({ kind: 'account', email: body.email });
    expectFieldError(await post('confirm', { token }), 'password', 'password_required');
    const first = await post('confirm', { token, password: body.password });
    expect(first.statusCode, first.body).toBe(200);
    const result = json<{ token: TokenResponse }>(first);
    expect(result).toEqual({ ok: true, kind: 'account', token: expect.objectContaining({ token_type: 'Bearer', access_token: expect.any(String) }) });
    expect(first.headers['cache-control']).toBe('no-store');
    expectProblem(await post('confirm', { token, password: body.password }), 400, 'token_invalid');
    expectProblem(await t.app.inject({ method: 'GET', url: api(`confirm/${token}`) }), 400, 'token_invalid');

    const notifications = await t.app.inject({ method: 'GET', url: api('notifications'), headers: bearer(result.token.access_token) });
    expect(json<{ items: { kind: string }[] }>(notifications).items.map((item) => item.kind)).toEqual(['welcome']);
    await login(t, body.email, body.password);
  });

  it("never lets a stranger who signed up with someone else's address in: the mailbox's holder sets the password", async () => {
    const victim = uniqueEmail('victim');
    const stranger = registerBody({ email: victim, firstName: 'Totally', lastName: 'Legit', password: 'Stranger owns this 42' });
    await postRegister(t, stranger);
    const { message, token } = await latestLink(t, victim, 'confirm');
    // The e-mail to the mailbox quotes nothing the stranger typed.
    expect(message.text).not.toContain('Totally');
    // The owner opens the link and chooses a password of their own.
    expect((await post('confirm', { token, password: 'Owner picks this one 7' })).statusCode).toBe(200);
    expect(json(await requestToken(t, { username: victim, password: stranger.password }))).toMatchObject({ error: 'invalid_grant' });
    await login(t, victim, 'Owner picks this one 7');
  });

  it('refuses a weak password when confirming, and leaves the link usable', async () => {
    const body = registerBody();
    await postRegister(t, body);
    const { token } = await latestLink(t, body.email, 'confirm');
    expectFieldError(await post('confirm', { token, password: 'password1!' }), 'password', 'password_common');
    expect((await post('confirm', { token, password: body.password })).statusCode).toBe(200);
  });

  it('stores only the hash of the link token, valid for 7 days', async () => {
    const body = registerBody();
    await postRegister(t, body);
    const { token } = await latestLink(t, body.email, 'confirm');
    const { rows } = await query<{ token_hash: string; expires_at: Date }>(
      t,
      "SELECT lt.token_hash, lt.expires_at FROM link_tokens lt JOIN users u ON u.id = lt.user_id WHERE u.email = $1 AND lt.purpose = 'confirm'",
      [body.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows[0]!.expires_at.getTime() - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(rows[0]!.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
  });

  it('rejects an expired link', async () => {
    const body = registerBody();
    await postRegister(t, body);
    const { token } = await latestLink(t, body.email, 'confirm');
    await query(t, "UPDATE link_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [createHash('sha256').update(token).digest('hex')]);
    expectProblem(await post('confirm', { token, password: body.password }), 400, 'token_invalid');
    expect((await userRow(body.email))[0]!.email_confirmed_at).toBeNull();
  });

  it('rejects unknown and malformed tokens', async () => {
    expectProblem(await post('confirm', { token: 'A'.repeat(43) }), 400, 'token_invalid');
    expectFieldError(await post('confirm', { token: 'short' }), 'token', 'token_invalid');
    expectFieldError(await post('confirm', { token: 'has spaces and symbols!!!!!!!!!!!!!!' }), 'token', 'token_invalid');
    expectFieldError(await post('confirm', {}), 'token', 'token_invalid');
  });
});

describe('POST confirm/resend', () => {
  it('answers 202 for unknown, unconfirmed and confirmed e-mails alike', async () => {
    const unconfirmed = registerBody();
    await postRegister(t, unconfirmed);
    const confirmed = await registerConfirmed(t);
    const answers = await Promise.all([uniqueEmail('nobody'), unconfirmed.email, confirmed.email].map((email) => post('confirm/resend', { email })));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe(answers[0]!.body);
    }
    expect(json(answers[0]!)).toEqual({ accepted: true });
  });

  it('sends a new link that works and retires the old one', async () => {
    const body = registerBody();
    await postRegister(t, body);
    const old = await latestLink(t, body.email, 'confirm');
    expect((await post('confirm/resend', { email: body.email.toUpperCase() })).statusCode).toBe(202);
    const fresh = await latestLink(t, body.email, 'confirm');
    expect(fresh.token).not.toBe(old.token);
    expectProblem(await post('confirm', { token: old.token, password: body.password }), 400, 'token_invalid');
    expect((await post('confirm', { token: fresh.token, password: body.password })).statusCode).toBe(200);
  });

  it('sends nothing to unknown or already confirmed addresses', async () => {
    const confirmed = await registerConfirmed(t);
    const before = (await readOutbox(t)).length;
    await post('confirm/resend', { email: confirmed.email });
    await post('confirm/resend', { email: uniqueEmail('ghost') });
    expect((await readOutbox(t)).length).toBe(before);
  });

  it('validates the e-mail', async () => {
    expectFieldError(await post('confirm/resend', { email: 'nope' }), 'email', 'email_invalid');
    expectFieldError(await post('confirm/resend', {}), 'email', 'email_required');
  });
});

describe('POST oauth/token', () => {
  it('issues a bearer token of at least 256 bits with an ISO UTC expiry (default 8 h)', async () => {
    const user = await registerConfirmed(t);
    const response = await requestToken(t, { username: user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const token = json<TokenResponse>(response);
    expect(token.token_type).toBe('Bearer');
    expect(token.access_token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(Buffer.from(token.access_token, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(token.expires_in).toBe(8 * 60 * 60);
    expect(token.expires_at).toMatch(isoUtc);
    const expiresIn = Date.parse(token.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(8 * 3600_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(8 * 3600_000);
    expect((await getProfile(token.access_token)).statusCode).toBe(200);
  });

  it('issues a different token on every login', async () => {
    const user = await registerConfirmed(t);
    const first = await login(t, user.email, user.password);
    const second = await login(t, user.email, user.password);
    expect(first.access_token).not.toBe(second.access_token);
  });

  it('stores the token only as its SHA-256 hash', async () => {
    const user = await registerConfirmed(t);
    const { access_token } = await login(t, user.email, user.password);
    const { rows } = await query(t, 'SELECT * FROM access_tokens');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(access_token);
    const hash = createHash('sha256').update(access_token).digest('hex');
    expect(rows.filter((row) => row.token_hash === hash)).toHaveLength(1);
  });

  it('rejects an unknown client with 401 invalid_client', async () => {
    const user = await registerConfirmed(t);
    for (const fields of [
      { client_id: 'someone-else' },
      { client_secret: 'wrong-secret-of-the-client' },
      { client_id: undefined },
      { client_secret: undefined },
    ]) {
      const response = await requestToken(t, { username: user.email, password: user.password, ...fields });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toMatchObject({ error: 'invalid_client' });
      expect(response.headers['www-authenticate']).toBeDefined();
    }
  });

  it('answers a wrong password and an unknown e-mail with the identical 400 invalid_grant', async () => {
    const user = await registerConfirmed(t);
    const wrongPassword = await requestToken(t, { username: user.email, password: 'Not the password 1' });
    const unknownEmail = await requestToken(t, { username: uniqueEmail('nobody'), password: 'Not the password 1' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(json(wrongPassword)).toEqual({ error: 'invalid_grant', error_description: expect.any(String) });
    expect(unknownEmail.statusCode).toBe(400);
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(unknownEmail.headers['content-type']).toBe(wrongPassword.headers['content-type']);
  });

  it('tells an unconfirmed account so only when the password was right', async () => {
    const body = registerBody();
    await postRegister(t, body);
    const reference = await requestToken(t, { username: uniqueEmail('nobody'), password: 'Not the password 1' });
    const wrong = await requestToken(t, { username: body.email, password: 'Not the password 1' });
    expect(wrong.body).toBe(reference.body);
    const right = await requestToken(t, { username: body.email, password: body.password });
    expect(right.statusCode).toBe(400);
    const answer = json<{ error: string; error_description: string }>(right);
    expect(answer.error).toBe('invalid_grant');
    expect(answer.error_description).toMatch(/^Account not confirmed/);
    expect(answer.error_description).not.toBe(json<{ error_description: string }>(reference).error_description);
  });

  it('answers missing fields with invalid_request', async () => {
    for (const field of ['username', 'password', 'grant_type']) {
      const response = await requestToken(t, { username: 'someone@example.com', password: 'Some password 1', [field]: undefined });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ error: 'invalid_request', error_description: expect.stringContaining(field) });
    }
  });

  it('answers other grant types with unsupported_grant_type', async () => {
    const response = await requestToken(t, { grant_type: 'client_credentials', username: 'x@example.com', password: 'Some password 1' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ error: 'unsupported_grant_type' });
  });
});

describe('bearer tokens', () => {
  it('answers 401 problem details without a token, with a malformed one and with an unknown one', async () => {
    const none = expectProblem(await t.app.inject({ method: 'GET', url: api('profile') }), 401, 'token_missing');
    expect(none.title).toBe('Unauthorized');
    expectProblem(await t.app.inject({ method: 'GET', url: api('profile'), headers: { authorization: 'Basic abc' } }), 401, 'token_missing');
    const unknown = await getProfile('x'.repeat(43));
    expectProblem(unknown, 401, 'token_invalid');
    expect(unknown.headers['www-authenticate']).toBe('Bearer');
  });

  it('stops working when it expires', async () => {
    const user = await signUp(t);
    expect((await getProfile(user.token)).statusCode).toBe(200);
    await query(t, "UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [
      createHash('sha256').update(user.token).digest('hex'),
    ]);
    expectProblem(await getProfile(user.token), 401, 'token_invalid');
  });

  it('takes its lifetime from TOKEN_TTL_SECONDS', async () => {
    const short = await createTestApp({ TOKEN_TTL_SECONDS: '60' });
    try {
      const body = await registerConfirmed(short);
      const token = await login(short, body.email, body.password);
      expect(token.expires_in).toBe(60);
      expect(Date.parse(token.expires_at) - Date.now()).toBeLessThanOrEqual(60_000);
      expect(Date.parse(token.expires_at) - Date.now()).toBeGreaterThan(50_000);
    } finally {
      await short.close();
    }
  });
});

describe('POST logout', () => {
  it('revokes the presented token only and answers 200 JSON', async () => {
    const user = await signUp(t);
    const other = await login(t, user.email, user.password);
    const response = await post('logout', undefined, user.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(json(response)).toEqual({ ok: true });
    expectProblem(await getProfile(user.token), 401, 'token_invalid');
    expectProblem(await post('logout', undefined, user.headers), 401, 'token_invalid');
    expect((await getProfile(other.access_token)).statusCode).toBe(200);
    const { rows } = await query<{ revoked_at: Date | null }>(t, 'SELECT revoked_at FROM access_tokens WHERE token_hash = $1', [
      createHash('sha256').update(user.token).digest('hex'),
    ]);
    expect(rows[0]!.revoked_at).toBeInstanceOf(Date);
  });

  it('answers 401 without a token', async () => {
    expectProblem(await post('logout'), 401, 'token_missing');
  });

  it('accepts the web client’s body-less POST with a JSON content type', async () => {
    const user = await signUp(t);
    const response = await t.app.inject({
      method: 'POST',
      url: api('logout'),
      headers: { ...user.headers, 'content-type': 'application/json', accept: 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ ok: true });
    expectProblem(await getProfile(user.token), 401, 'token_invalid');
  });
});

describe('password reset', () => {
  it('answers forgot the same for known and unknown e-mails and e-mails a 1-hour link only to the known one', async () => {
    const user = await registerConfirmed(t);
    const unknownEmail = uniqueEmail('ghost');
    const known = await post('password/forgot', { email: user.email.toUpperCase() });
    const unknown = await post('password/forgot', { email: unknownEmail });
    expect(known.statusCode).toBe(202);
    expect(json(known)).toEqual({ accepted: true });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const { url, message } = await latestLink(t, user.email, 'reset');
    expect(url).toMatch(/^http:\/\/fairhub\.test\/reset\/[A-Za-z0-9_-]{43,}$/);
    expect(message.subject).toBe('Set a new Fairhub password');
    expect((await readOutbox(t)).some((m) => m.to === unknownEmail)).toBe(false);
    const { rows } = await query<{ expires_at: Date }>(t, "SELECT expires_at FROM link_tokens WHERE purpose = 'reset' AND token_hash = $1", [
      createHash('sha256')
        .update(url.slice(url.lastIndexOf('/') + 1))
        .digest('hex'),
    ]);
    expect(rows[0]!.expires_at.getTime() - Date.now()).toBeGreaterThan(3600_000 - 60_000);
    expect(rows[0]!.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(3600_000);
  });

  it('sets the new password, revokes every token of the user and works once', async () => {
    const user = await signUp(t);
    const second = await login(t, user.email, user.password);
    const bystander = await signUp(t);
    await post('password/forgot', { email: user.email });
    const { token } = await latestLink(t, user.email, 'reset');
    const newPassword = 'A brand new passphrase 7';
    const response = await post('password/reset', { token, password: newPassword });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ ok: true });

    expectProblem(await getProfile(user.token), 401, 'token_invalid');
    expectProblem(await getProfile(second.access_token), 401, 'token_invalid');
    expect((await getProfile(bystander.token)).statusCode).toBe(200);

    const old = await requestToken(t, { username: user.email, password: user.password });
    expect(json(old)).toMatchObject({ error: 'invalid_grant' });
    await login(t, user.email, newPassword);

    expectProblem(await post('password/reset', { token, password: 'Yet another passphrase 8' }), 400, 'token_invalid');
  });

  it('looks the link up before any password work: a made-up token is refused as such, whatever the password', async () => {
    expectProblem(await post('password/reset', { token: 'B'.repeat(43), password: 'password1!' }), 400, 'token_invalid');
  });

  it('voids an e-mail change asked for before the reset', async () => {
    const user = await signUp(t);
    const newEmail = uniqueEmail('moving');
    await t.app.inject({ method: 'POST', url: api('profile/email'), headers: user.headers, payload: { email: newEmail, password: user.password } });
    const change = await latestLink(t, newEmail, 'confirm');
    await post('password/forgot', { email: user.email });
    const { token } = await latestLink(t, user.email, 'reset');
    expect((await post('password/reset', { token, password: 'A brand new passphrase 7' })).statusCode).toBe(200);
    expectProblem(await post('confirm', { token: change.token }), 400, 'token_invalid');
  });

  it('retires an earlier reset link when a new one is sent', async () => {
    const user = await registerConfirmed(t);
    await post('password/forgot', { email: user.email });
    const first = await latestLink(t, user.email, 'reset');
    await post('password/forgot', { email: user.email });
    const second = await latestLink(t, user.email, 'reset');
    expect(second.token).not.toBe(first.token);
    expectProblem(await post('password/reset', { token: first.token, password: 'A brand new passphrase 7' }), 400, 'token_invalid');
    expect((await post('password/reset', { token: second.token, password: 'A brand new passphrase 7' })).statusCode).toBe(200);
  });

  it('rejects an expired link (1 hour)', async () => {
    const user = await registerConfirmed(t);
    await post('password/forgot', { email: user.email });
    const { token } = await latestLink(t, user.email, 'reset');
    await query(t, "UPDATE link_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [createHash('sha256').update(token).digest('hex')]);
    expectProblem(await post('password/reset', { token, password: 'A brand new passphrase 7' }), 400, 'token_invalid');
    await login(t, user.email, user.password);
  });

  it('validates the new password; a rejected attempt leaves the link usable', async () => {
    const user = await registerConfirmed(t);
    await post('password/forgot', { email: user.email });
    const { token } = await latestLink(t, user.email, 'reset');
    expectFieldError(await post('password/reset', { token, password: 'short' }), 'password', 'password_too_short');
    expectFieldError(await post('password/reset', { token, password: 'qwertyuiop' }), 'password', 'password_common');
    expectFieldError(await post('password/reset', { token, password: 'x'.repeat(129) }), 'password', 'password_too_long');
    expectFieldError(await post('password/reset', { token, password: user.email.toUpperCase() }), 'password', 'password_equals_email');
    expectFieldError(await post('password/reset', { password: 'A brand new passphrase 7' }), 'token', 'token_invalid');
    expect((await post('password/reset', { token, password: 'A brand new passphrase 7' })).statusCode).toBe(200);
  });

  it('confirms an unconfirmed account, since the link proves the e-mail', async () => {
    const body = registerBody();
    await postRegister(t, body);
    await post('password/forgot', { email: body.email });
    const { token } = await latestLink(t, body.email, 'reset');
    expect((await post('password/reset', { token, password: 'A brand new passphrase 7' })).statusCode).toBe(200);
    await login(t, body.email, 'A brand new passphrase 7');
  });

  it('validates the e-mail of forgot', async () => {
    expectFieldError(await post('password/forgot', { email: 'nope@' }), 'email', 'email_invalid');
  });
});

// Login is limited by failures instead (login-throttle.test.ts).
describe('rate limits (RATE_LIMIT_MAX=2: 2 per e-mail, 10 per IP address)', () => {
  let limited: TestApp;
  let ipCounter = 0;
  const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_MAX: '2' });
  });
  afterAll(async () => {
    await limited?.close();
  });

  const send = (path: string, payload: object, ip: string) => limited.app.inject({ method: 'POST', url: api(path), payload, remoteAddress: ip });

  function expectLimited(response: Awaited<ReturnType<typeof send>>) {
    const problem = expectProblem(response, 429, 'rate_limited');
    expect(problem.title).toBe('Too Many Requests');
    const retryAfter = Number(response.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  }

  const bodies: Record<string, (email: string) => object> = {
    register: (email) => registerBody({ email }),
    'confirm/resend': (email) => ({ email }),
    'password/forgot': (email) => ({ email }),
  };

  it.each(Object.keys(bodies))('limits %s per e-mail address, whatever the IP address or letter case', async (path) => {
    const email = uniqueEmail('limited');
    const make = bodies[path]!;
    expect((await send(path, make(email), nextIp())).statusCode).not.toBe(429);
    expect((await send(path, make(email.toUpperCase()), nextIp())).statusCode).not.toBe(429);
    expectLimited(await send(path, make(email), nextIp()));
    // another address is not affected
    expect((await send(path, make(uniqueEmail('other')), nextIp())).statusCode).not.toBe(429);
  });

  it.each(['register', 'confirm/resend', 'password/forgot'])('limits %s per IP address', async (path) => {
    const ip = nextIp();
    const make = bodies[path]!;
    for (let i = 0; i < 10; i++) expect((await send(path, make(uniqueEmail('ip')), ip)).statusCode).not.toBe(429);
    expectLimited(await send(path, make(uniqueEmail('ip')), ip));
    expect((await send(path, make(uniqueEmail('ip')), nextIp())).statusCode).not.toBe(429);
  });

  it('limits opening e-mailed links per IP address: reset, confirmation and invitations share one allowance', async () => {
    const ip = nextIp();
    const madeUp = () => 'C'.repeat(40) + String(ipCounter++).padStart(3, '0');
    const tries = [
      () => send('password/reset', { token: madeUp(), password: 'A brand new passphrase 7' }, ip),
      () => send('confirm', { token: madeUp(), password: 'A brand new passphrase 7' }, ip),
      () => limited.app.inject({ method: 'POST', url: api(`invitations/${madeUp()}/accept`), payload: {}, remoteAddress: ip }),
      () => limited.app.inject({ method: 'GET', url: api(`invitations/${madeUp()}`), remoteAddress: ip }),
      () => limited.app.inject({ method: 'GET', url: api(`confirm/${madeUp()}`), remoteAddress: ip }),
    ];
    for (let i = 0; i < 10; i++) expect((await tries[i % tries.length]!()).statusCode).not.toBe(429);
    for (const attempt of tries) expectLimited(await attempt());
    expect((await send('password/reset', { token: madeUp(), password: 'A brand new passphrase 7' }, nextIp())).statusCode).toBe(400);
  });

  it('counts each endpoint separately', async () => {
    const email = uniqueEmail('separate');
    for (let i = 0; i < 2; i++) await send('password/forgot', { email }, nextIp());
    expectLimited(await send('password/forgot', { email }, nextIp()));
    expect((await send('confirm/resend', { email }, nextIp())).statusCode).toBe(202);
  });
});
