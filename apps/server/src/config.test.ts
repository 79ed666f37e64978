import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

function errorOf(env: Record<string, string>) {
  try {
    parseConfig(env);
  } catch (error) {
    return error;
  }
  throw new Error('parseConfig accepted the environment');
}

describe('parseConfig', () => {
  it('has working defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      PUBLIC_URL: 'http://localhost:3000',
      TOKEN_TTL_SECONDS: 8 * 60 * 60,
      OAUTH_CLIENT_ID: 'fairhub-web',
      RATE_LIMIT_MAX: 10,
      DEMO_DATA: true,
      isProduction: false,
      outboxEnabled: true,
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('reads the values it is given', () => {
    const config = parseConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://fairhub.example/',
      DATABASE_URL: 'postgres://u:p@db:5432/fairhub',
      TOKEN_TTL_SECONDS: '3600',
      DEMO_DATA: 'false',
      MAPS_KEY: '  ',
    });
    expect(config.PORT).toBe(8080);
    expect(config.PUBLIC_URL).toBe('https://fairhub.example');
    expect(config.DATABASE_URL).toBe('postgres://u:p@db:5432/fairhub');
    expect(config.TOKEN_TTL_SECONDS).toBe(3600);
    expect(config.DEMO_DATA).toBe(false);
    expect(config.MAPS_KEY).toBeUndefined();
  });

  it('resolves a relative data folder against the folder npm was started in', () => {
    expect(parseConfig({ INIT_CWD: '/srv/fairhub' }).DATA_DIR).toBe('/srv/fairhub/data');
    expect(parseConfig({ INIT_CWD: '/srv/fairhub', DATA_DIR: 'var/pg' }).DATA_DIR).toBe('/srv/fairhub/var/pg');
    expect(parseConfig({ INIT_CWD: '/srv/fairhub', DATA_DIR: '/data/fairhub' }).DATA_DIR).toBe('/data/fairhub');
  });

  it('keeps the outbox only outside production and without a mail server', () => {
    expect(parseConfig({ NODE_ENV: 'production' })).toMatchObject({ isProduction: true, outboxEnabled: false });
    expect(parseConfig({ NODE_ENV: 'production', SHOW_OUTBOX: 'true' }).outboxEnabled).toBe(false);
    expect(parseConfig({ SMTP_URL: 'smtp://mail.example:587' }).outboxEnabled).toBe(false);
  });

  it('loads demo data by default outside production only, and refuses it in production', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).DEMO_DATA).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', DEMO_DATA: 'false' }).DEMO_DATA).toBe(false);
    expect(parseConfig({ NODE_ENV: 'test' }).DEMO_DATA).toBe(true);
    const error = errorOf({ NODE_ENV: 'production', DEMO_DATA: 'true' });
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/^\s+DEMO_DATA: .*published/m);
  });

  it('trusts no proxy, a number of hops, or the listed proxy addresses', () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16 ,loopback,::1, fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://u:p@db/fairhub'],
    ['SMTP_URL', 'http://mail.example'],
    ['PUBLIC_URL', 'ftp://fairhub.example'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['TOKEN_TTL_SECONDS', '10'],
    ['RATE_LIMIT_MAX', '0'],
    ['OAUTH_CLIENT_SECRET', 'short'],
    ['DEMO_DATA', 'yes'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '11'],
    ['TRUST_PROXY', '10.0.0.5,proxy.internal'],
    ['TRUST_PROXY', '10.0.0.0/33'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    const error = errorOf({ [name]: value });
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
  });

  it('has no map tiles unless MAPS_TILE_URL is set, and fills the key into the template', () => {
    expect(parseConfig({}).mapTiles).toBeNull();
    expect(
      parseConfig({
        MAPS_TILE_URL: ' https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key={key} ',
        MAPS_TILE_KEY: 'ab c/d',
        MAPS_ATTRIBUTION: '© MapTiler © OpenStreetMap contributors',
      }).mapTiles,
    ).toEqual({
      url: 'https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key=ab%20c%2Fd',
      origin: 'https://api.maptiler.com',
      attribution: '© MapTiler © OpenStreetMap contributors',
    });
    // A provider without a key, and a local stand-in over http on a loopback host.
    expect(parseConfig({ MAPS_TILE_URL: 'https://tile.example.org/{z}/{x}/{y}.png', MAPS_ATTRIBUTION: '© Example' }).mapTiles?.url).toBe(
      'https://tile.example.org/{z}/{x}/{y}.png',
    );
    expect(parseConfig({ MAPS_TILE_URL: 'http://127.0.0.1:4100/{z}/{x}/{y}.png', MAPS_ATTRIBUTION: 'Stand-in' }).mapTiles?.origin).toBe(
      'http://127.0.0.1:4100',
    );
    expect(parseConfig({ MAPS_TILE_URL: 'http://localhost:4100/t/{z}/{x}/{y}.png', MAPS_ATTRIBUTION: 'Stand-in' }).mapTiles?.origin).toBe(
      'http://localhost:4100',
    );
  });

  it.each([
    [{ MAPS_TILE_URL: 'not a url' }, 'MAPS_TILE_URL', /not a URL/],
    [{ MAPS_TILE_URL: 'http://tiles.example.com/{z}/{x}/{y}.png' }, 'MAPS_TILE_URL', /https/],
    [{ MAPS_TILE_URL: 'http://10.0.0.8/{z}/{x}/{y}.png' }, 'MAPS_TILE_URL', /https/],
    [{ MAPS_TILE_URL: 'http://[::1]:4100/{z}/{x}/{y}.png' }, 'MAPS_TILE_URL', /https/],
    [{ MAPS_TILE_URL: 'ftp://tiles.example.com/{z}/{x}/{y}.png' }, 'MAPS_TILE_URL', /https/],
    [{ MAPS_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' }, 'MAPS_TILE_URL', /host plainly/],
    [{ MAPS_TILE_URL: 'https://user@tiles.example.com/{z}/{x}/{y}.png' }, 'MAPS_TILE_URL', /host plainly/],
    [{ MAPS_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}{r}.png' }, 'MAPS_TILE_URL', /unknown placeholder \{r\}/],
    [{ MAPS_TILE_URL: 'https://tiles.example.com/{z}/{x}.png' }, 'MAPS_TILE_URL', /needs \{y\}/],
    [{ MAPS_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png?key={key}' }, 'MAPS_TILE_KEY', /set the tile provider's key/],
    [{ MAPS_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png', MAPS_TILE_KEY: 'k' }, 'MAPS_TILE_KEY', /no \{key\}/],
    [{ MAPS_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png', MAPS_ATTRIBUTION: '' }, 'MAPS_ATTRIBUTION', /required/],
    [{ MAPS_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png', MAPS_ATTRIBUTION: '<a href="x">Tiles</a>' }, 'MAPS_ATTRIBUTION', /plain text/],
    [{ MAPS_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png', MAPS_ATTRIBUTION: 'x'.repeat(301) }, 'MAPS_ATTRIBUTION', /plain text/],
    [{ MAPS_TILE_KEY: 'k' }, 'MAPS_TILE_KEY', /MAPS_TILE_URL is not/],
    [{ MAPS_ATTRIBUTION: '© Example' }, 'MAPS_ATTRIBUTION', /MAPS_TILE_URL is not/],
  ])('refuses map tiles set as %o, naming %s', (env, name, reason) => {
    const error = errorOf({ MAPS_ATTRIBUTION: '© Example', ...env } as Record<string, string>);
    expect(error).toBeInstanceOf(ConfigError);
    const line = (error as Error).message.split('\n').find((text) => text.trim().startsWith(`${name}: `));
    expect(line).toMatch(reason);
  });

  it('names every bad variable at once', () => {
    const message = (errorOf({ PORT: 'x', DATABASE_URL: 'y' }) as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
  });
});
