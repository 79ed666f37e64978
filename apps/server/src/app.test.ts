import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { api, expectProblem, signedInUser } from '../test/helpers.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { ProblemError } from './lib/problems.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

function cspDirectives(header: string | string[] | number | undefined) {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values];
      }),
  );
}

describe('security headers', () => {
  it('sends a strict CSP without inline scripts and the usual headers', async () => {
    for (const url of ['/healthz', api('countries/616'), '/api/client/nothing-here']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = cspDirectives(response.headers['content-security-policy']);
      expect(csp['script-src']).toBeDefined();
      expect(csp['script-src']).toContain("'self'");
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('lets the maps origins in only when a maps key is configured', async () => {
    const without = cspDirectives((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    expect(without['script-src']).toEqual(["'self'"]);
    const maps = await createTestApp({ MAPS_KEY: 'test-maps-key', NODE_ENV: 'production' });
    try {
      const response = await maps.app.inject({ method: 'GET', url: '/healthz' });
      const csp = cspDirectives(response.headers['content-security-policy']);
      expect(csp['script-src']).toContain('https://maps.googleapis.com');
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await maps.close();
    }
  });

  it('lets images from the map tiles origin in only when MAPS_TILE_URL is configured', async () => {
    const without = cspDirectives((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    expect(without['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    const tiles = await createTestApp({ MAPS_TILE_URL: 'http://127.0.0.1:4100/tiles/{z}/{x}/{y}.png', MAPS_ATTRIBUTION: 'Stand-in tiles' });
    try {
      const csp = cspDirectives((await tiles.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:4100']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
    } finally {
      await tiles.close();
    }
  });

  it('compresses large JSON answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: api('countries'), headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('request id', () => {
  it('generates an x-request-id and repeats it in problem details', async () => {
    const response = await t.app.inject({ method: 'GET', url: api('countries/999') });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(expectProblem(response, 404).requestId).toBe(id);
    const other = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(other.headers['x-request-id']).not.toBe(id);
  });

  it('keeps a well-formed incoming x-request-id and replaces a malformed one', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'edge-proxy-12345' } });
    expect(kept.headers['x-request-id']).toBe('edge-proxy-12345');
    const replaced = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/client/nothing-here'],
    ['GET', '/api/nothing'],
    ['GET', '/api'],
    ['POST', '/api/client/countries'],
    ['PUT', '/api/client/profile'],
  ] as const)('%s %s answers a JSON 404 problem', async (method, url) => {
    const response = await t.app.inject({ method, url, headers: { accept: 'text/html,application/json' } });
    const problem = expectProblem(response, 404, 'not_found');
    expect(problem.instance).toBe(url);
    expect(problem.detail).toContain(url);
  });

  it('answers a JSON 404 for other paths too when no web app is built', async () => {
    expectProblem(await t.app.inject({ method: 'GET', url: '/panel', headers: { accept: 'text/html' } }), 404);
  });

  it('ignores a trailing slash', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${api('countries/616')}/` })).statusCode).toBe(200);
  });
});

describe('OpenAPI reference', () => {
  it('serves an OpenAPI 3.1 document listing every client route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, Record<string, { security?: unknown[] }>> };
    expect(doc.openapi).toBe('3.1.0');
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/client/config',
        'POST /api/client/oauth/token',
        'POST /api/client/logout',
        'GET /api/client/profile',
        'GET /api/client/profile/count',
        'GET /api/client/countries',
        'GET /api/client/countries/{id}',
        'POST /api/client/register',
        'POST /api/client/confirm',
        'POST /api/client/confirm/resend',
        'POST /api/client/password/forgot',
        'POST /api/client/password/reset',
        'GET /api/client/invitations/{token}',
        'POST /api/client/invitations/{token}/accept',
        'POST /api/client/companies',
        'GET /api/client/notifications',
        'POST /api/client/notifications/read',
        'GET /api/client/dev/outbox',
      ]),
    );
    expect(routes.some((route) => route.includes('healthz'))).toBe(false);
    expect(doc.paths['/api/client/profile']!.get!.security).toEqual([{ bearer: [] }]);
  });

  it('serves the browsable reference', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('server errors', () => {
  it('hides the internals of a real failure behind a 500 problem with the request id', async () => {
    const user = await signedInUser(t);
    await t.pool.query('ALTER TABLE notifications RENAME TO notifications_away');
    try {
      const response = await t.app.inject({ method: 'GET', url: api('notifications'), headers: user.headers });
      const problem = expectProblem(response, 500, 'server_error');
      expect(problem.title).toBe('Internal Server Error');
      expect(problem.detail).toContain(String(response.headers['x-request-id']));
      expect(response.body).not.toMatch(/notifications_away|relation|select|\.ts:\d+|at /i);
    } finally {
      await t.pool.query('ALTER TABLE notifications_away RENAME TO notifications');
    }
  });

  describe('registerErrorHandling', () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get('/boom', async () => {
      throw new Error('secret connection string postgres://admin:hunter2@db');
    });
    typed.get('/teapot', async () => {
      throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
    });
    typed.get('/problem', async () => {
      throw new ProblemError(422, 'Unprocessable Content', 'The event must end after it starts.', {
        code: 'event_dates',
        errors: [{ field: 'endsAt', code: 'invalid', message: 'Too early.' }],
      });
    });
    typed.get('/limited', async () => {
      throw Object.assign(new Error('rate'), { statusCode: 429 });
    });
    typed.post('/typed', { schema: { body: z.object({ count: z.number(), name: z.string() }) } }, async () => ({ ok: true }));

    afterAll(async () => {
      await app.close();
    });

    it('turns a thrown error into a 500 problem without its message', async () => {
      const response = await app.inject({ method: 'GET', url: '/boom' });
      const problem = expectProblem(response, 500, 'server_error');
      expect(problem.type).toBe('https://fairhub.app/problems/server_error');
      expect(problem.instance).toBe('/boom');
      expect(response.body).not.toContain('hunter2');
      expect(response.body).not.toContain('secret');
      expect(response.body).not.toContain('stack');
    });

    it('keeps the status and message of a client error', async () => {
      const problem = expectProblem(await app.inject({ method: 'GET', url: '/teapot' }), 418);
      expect(problem.detail).toBe('I am a teapot');
    });

    it('renders a ProblemError with its code and field errors', async () => {
      const problem = expectProblem(await app.inject({ method: 'GET', url: '/problem' }), 422, 'event_dates');
      expect(problem).toMatchObject({
        title: 'Unprocessable Content',
        detail: 'The event must end after it starts.',
        errors: [{ field: 'endsAt', code: 'invalid', message: 'Too early.' }],
      });
    });

    it('answers a 429 as a problem', async () => {
      expectProblem(await app.inject({ method: 'GET', url: '/limited' }), 429, 'rate_limited');
    });

    it('names each invalid field: required when absent, invalid_type when of the wrong type', async () => {
      const problem = expectProblem(await app.inject({ method: 'POST', url: '/typed', payload: { count: 'three' } }), 400, 'validation_failed');
      expect(problem.errors).toEqual([
        { field: 'count', code: 'invalid_type', message: expect.any(String) },
        { field: 'name', code: 'required', message: expect.any(String) },
      ]);
    });
  });
});
