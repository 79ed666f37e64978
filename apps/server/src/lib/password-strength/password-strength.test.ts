import { afterAll, describe, expect, it } from 'vitest';
import { assertAcceptablePassword } from '../password-policy.ts';
import { MIN_PASSWORD_SCORE, PasswordScorerBusy, scorePassword, stopPasswordScorer } from './password-strength.ts';

// The worker thread is the test process's one (isolate: false): whatever the flood below left
// queued must not make the next file's sign-ups wait, so it ends here and the next check starts anew.
afterAll(() => stopPasswordScorer());

describe('scorePassword', () => {
  it.each(['password1!', 'Password123', 'qwertyuiop', 'haslo12345', 'kochamcie123', 'Summer2024!', 'Agnieszka123', 'p@ssw0rd2024', '1q2w3e4r5t6y'])(
    'finds %s too easy to guess',
    async (password) => {
      expect((await scorePassword(password)).score).toBeLessThan(MIN_PASSWORD_SCORE);
    },
  );

  it.each(['Trade-fair stand 42!', 'Bardzo tajne hasło 9', 'A brand new passphrase 7', 'tr0ub4dor&3x-amber'])('accepts %s', async (password) => {
    expect((await scorePassword(password)).score).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
  });

  it("counts the person's own details as easy to guess", async () => {
    const alone = await scorePassword('Wisniewska-Gdynia');
    const own = await scorePassword('Wisniewska-Gdynia', ['wisniewska', 'gdynia']);
    expect(own.score).toBeLessThan(alone.score);
  });

  it('answers many checks at once, each its own', async () => {
    const verdicts = await Promise.all(['password1!', 'Trade-fair stand 42!'].flatMap((password) => Array.from({ length: 5 }, () => scorePassword(password))));
    expect(new Set(verdicts.slice(0, 5).map((verdict) => verdict.score))).toEqual(new Set([verdicts[0]!.score]));
    expect(verdicts[0]!.score).toBeLessThan(MIN_PASSWORD_SCORE);
    expect(verdicts[9]!.score).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
  });

  it('refuses a check beyond the waiting limit as busy, which the password rule answers with 503 and Retry-After', async () => {
    // The worker thread started first, so the 200 waiting checks' time limit counts checks, not its start.
    // They are one-letter passwords, scored in well under a millisecond each: all 200 are done within
    // their time limit however busy the machine (200 full-length ones took over 10 s under load).
    await scorePassword('Trade-fair stand 42!');
    const waiting = Array.from({ length: 200 }, (_, index) => scorePassword(String.fromCharCode(97 + (index % 26))));
    await expect(scorePassword('Trade-fair stand 42!')).rejects.toBeInstanceOf(PasswordScorerBusy);
    await expect(assertAcceptablePassword('Another passphrase 7', { email: 'ola@example.pl' })).rejects.toMatchObject({
      status: 503,
      extra: { code: 'busy', headers: { 'retry-after': '5' } },
    });
    // The waiting checks are still answered, with their (low) scores.
    expect((await Promise.all(waiting)).map((verdict) => verdict.score)).toEqual(Array.from({ length: 200 }, () => 0));
  });
});
