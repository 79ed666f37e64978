import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : undefined));

/** true/1 or false/0; unset or empty is undefined, so a default can depend on other variables. */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value === 'true' || value === '1'));

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin used in e-mailed links; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Folder of the embedded PostgreSQL (used only when DATABASE_URL is unset). */
  DATA_DIR: z.string().min(1).default('data'),
  /** Where uploaded images are stored; defaults to DATA_DIR/uploads (also with DATABASE_URL). */
  UPLOADS_DIR: z.string().min(1).optional(),
  /** Port of the embedded PostgreSQL; unset, it takes a free port at each start. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Defaults to on outside production; a production start refuses it (published demo password). */
  DEMO_DATA: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(60 * 60 * 24 * 30)
    .default(8 * 60 * 60),
  OAUTH_CLIENT_ID: z.string().min(1).default('fairhub-web'),
  OAUTH_CLIENT_SECRET: z.string().min(16).default('fairhub-web-public-client-secret'),
  MAPS_KEY: optionalString,
  /** Raster map tiles for picking a venue's coordinates (https template with {z}/{x}/{y}, optionally {key}); unset, no map. */
  MAPS_TILE_URL: optionalString,
  /** The tile provider's key, put into MAPS_TILE_URL's {key}; it reaches the browser (tile keys are public). */
  MAPS_TILE_KEY: optionalString,
  /** The attribution the tile provider requires, shown on the map as plain text; required with MAPS_TILE_URL. */
  MAPS_ATTRIBUTION: optionalString,
  ERROR_REPORTING_KEY: optionalString,
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Fairhub <no-reply@fairhub.local>'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /** Storage for uploaded images per company, in MB (a person without a company gets a tenth). */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().max(1_000_000).default(500),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  BUILD_ID: z.string().default('dev'),
  WEB_DIST: z.string().optional(),
  /** Off, a number of proxy hops in front of the server, or a comma-separated list of proxy addresses (docs/operations.md). */
  TRUST_PROXY: z.string().optional(),
  /** Run background jobs (workers and schedules) in this process; defaults to on, off under NODE_ENV=test. */
  JOBS: booleanFlag,
  /** Web Push (VAPID) keys, base64url as `npx web-push generate-vapid-keys` prints them, and a mailto: or https: contact; all three or none. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString,
});

export type Config = ReturnType<typeof parseConfig>;

/** What Fastify's `trustProxy` takes: false, a hop count, or the addresses (and CIDR ranges) of trusted proxies. */
export type TrustProxy = false | number | string[];

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string) {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: unset, "false" or "0" trusts no proxy (the socket's address is the client's); a whole
 * number N trusts N proxies in front (the N-th address from the right of X-Forwarded-For is the
 * client's); otherwise a comma-separated list of proxy addresses, CIDR ranges or the keywords
 * loopback, linklocal, uniquelocal. "true" is refused: it would let any caller choose its address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : { error: 'give at most 10 proxy hops' };
  }
  if (text === 'true' || text === '1') {
    return {
      error:
        'true would believe any X-Forwarded-For a client sends; give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.5,loopback)',
    };
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !PROXY_KEYWORDS.has(entry) && !isProxyAddress(entry));
  if (bad.length > 0) return { error: `not a proxy address, CIDR range or keyword: ${bad.join(', ')}` };
  return entries;
}

/** What the browser gets to draw raster tiles: the template with the key filled in, its origin (for the CSP), the attribution. */
export interface MapTiles {
  url: string;
  origin: string;
  attribution: string;
}

const TILE_PLACEHOLDERS = new Set(['{z}', '{x}', '{y}', '{key}']);
export const MAPS_ATTRIBUTION_MAX = 300;

/** localhost or 127.x; not [::1], which a CSP source cannot name. */
function isLoopbackHost(hostname: string) {
  return hostname === 'localhost' || (isIP(hostname) === 4 && hostname.startsWith('127.'));
}

/**
 * MAPS_TILE_URL, MAPS_TILE_KEY and MAPS_ATTRIBUTION together: all unset is no map; a template must be
 * https (http only for a loopback host, such as a test's stand-in), name its host plainly (the CSP
 * lets exactly that origin in), and have {z}, {x} and {y}; {key} needs MAPS_TILE_KEY and the key
 * needs {key}; the attribution is required. Each problem is one line naming the variable.
 */
export function parseMapTiles(values: { url?: string; key?: string; attribution?: string }): MapTiles | null | { errors: string[] } {
  const { url, key, attribution } = values;
  if (!url) {
    const stray = [key ? 'MAPS_TILE_KEY' : null, attribution ? 'MAPS_ATTRIBUTION' : null].filter(Boolean);
    return stray.length ? { errors: stray.map((name) => `${name}: is set but MAPS_TILE_URL is not; set MAPS_TILE_URL too, or unset ${name}`) } : null;
  }
  const errors: string[] = [];
  const placeholders: string[] = url.match(/\{[^}]*\}/g) ?? [];
  const unknown = placeholders.filter((placeholder) => !TILE_PLACEHOLDERS.has(placeholder));
  const missing = ['{z}', '{x}', '{y}'].filter((placeholder) => !placeholders.includes(placeholder));
  const parsed = URL.canParse(url.replace(/\{[^}]*\}/g, '0')) ? new URL(url.replace(/\{[^}]*\}/g, '0')) : null;
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(url)?.[1] ?? '';
  if (!parsed) errors.push('MAPS_TILE_URL: is not a URL; give a template such as https://tiles.example.com/{z}/{x}/{y}.png?key={key}');
  else if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname))) {
    errors.push('MAPS_TILE_URL: must start with https:// (http:// only for localhost or 127.0.0.1, e.g. a test stand-in)');
  } else if (authority.includes('{') || authority.includes('@')) {
    errors.push('MAPS_TILE_URL: give the host plainly, without placeholders such as {s} or a user name, so the Content-Security-Policy can allow exactly it');
  } else if (unknown.length) {
    errors.push(`MAPS_TILE_URL: unknown placeholder ${unknown.join(', ')}; only {z}, {x}, {y} and {key} are filled in`);
  } else if (missing.length) {
    errors.push(`MAPS_TILE_URL: needs ${missing.join(', ')} (the tile's zoom, column and row)`);
  }
  if (placeholders.includes('{key}') && !key) errors.push("MAPS_TILE_KEY: MAPS_TILE_URL has {key}; set the tile provider's key");
  if (key && !placeholders.includes('{key}'))
    errors.push('MAPS_TILE_KEY: is set but MAPS_TILE_URL has no {key} to put it in; add {key} to the template or unset MAPS_TILE_KEY');
  if (!attribution)
    errors.push(
      'MAPS_ATTRIBUTION: required with MAPS_TILE_URL; give the text the tile provider asks maps to show, e.g. "© MapTiler © OpenStreetMap contributors"',
    );
  else if (attribution.length > MAPS_ATTRIBUTION_MAX || /[<>]/.test(attribution)) {
    errors.push(`MAPS_ATTRIBUTION: give plain text (no < or >) of at most ${MAPS_ATTRIBUTION_MAX} characters`);
  }
  if (errors.length || !parsed || !attribution) return { errors };
  return { url: key ? url.replaceAll('{key}', encodeURIComponent(key)) : url, origin: parsed.origin, attribution };
}

/** What Web Push needs to sign its requests (VAPID); null when the keys are not configured. */
export interface PushKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together: all unset is no Web Push; the keys
 * are base64url (an uncompressed P-256 point of 65 bytes, a private key of 32), the subject a
 * mailto: or https: address the push services can contact. Each problem is one line naming the variable.
 */
export function parsePushKeys(values: { publicKey?: string; privateKey?: string; subject?: string }): PushKeys | null | { errors: string[] } {
  const { publicKey, privateKey, subject } = values;
  if (!publicKey && !privateKey && !subject) return null;
  const errors: string[] = [];
  const bytes = (text: string) => (/^[A-Za-z0-9_-]+$/.test(text) ? Buffer.from(text, 'base64url').length : -1);
  if (!publicKey) errors.push('VAPID_PUBLIC_KEY: required with the other VAPID_ variables; generate a pair with "npx web-push generate-vapid-keys"');
  else if (bytes(publicKey) !== 65) errors.push('VAPID_PUBLIC_KEY: give the public key as base64url (65 bytes, 87 characters), as web-push prints it');
  if (!privateKey) errors.push('VAPID_PRIVATE_KEY: required with the other VAPID_ variables; generate a pair with "npx web-push generate-vapid-keys"');
  else if (bytes(privateKey) !== 32) errors.push('VAPID_PRIVATE_KEY: give the private key as base64url (32 bytes, 43 characters), as web-push prints it');
  if (!subject) errors.push('VAPID_SUBJECT: required with the VAPID keys; give a contact such as mailto:ops@example.com or https://example.com');
  else if (!/^mailto:[^@\s]+@[^@\s]+$/.test(subject) && !(URL.canParse(subject) && new URL(subject).protocol === 'https:'))
    errors.push('VAPID_SUBJECT: give a mailto: address or an https: URL, e.g. mailto:ops@example.com');
  if (errors.length || !publicKey || !privateKey || !subject) return { errors };
  return { publicKey, privateKey, subject };
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops the start with a message naming the variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  const isProduction = config.NODE_ENV === 'production';
  const trustProxy = parseTrustProxy(config.TRUST_PROXY);
  const problems: string[] = [];
  if (typeof trustProxy === 'object' && !Array.isArray(trustProxy) && trustProxy !== null) problems.push(`  TRUST_PROXY: ${trustProxy.error}`);
  const mapTiles = parseMapTiles({ url: config.MAPS_TILE_URL, key: config.MAPS_TILE_KEY, attribution: config.MAPS_ATTRIBUTION });
  if (mapTiles && 'errors' in mapTiles) problems.push(...mapTiles.errors.map((line) => `  ${line}`));
  const push = parsePushKeys({ publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT });
  if (push && 'errors' in push) problems.push(...push.errors.map((line) => `  ${line}`));
  if (isProduction && config.DEMO_DATA) {
    problems.push('  DEMO_DATA: a production start never creates the demo accounts, whose password is published; leave DEMO_DATA unset or false');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  // npm runs workspace scripts inside the workspace folder; relative paths mean the folder where
  // the command was typed (npm's INIT_CWD), so `npm start` at the root keeps its data in ./data.
  const invokedFrom = env.INIT_CWD ?? process.cwd();
  return {
    ...config,
    DATA_DIR: resolve(invokedFrom, config.DATA_DIR),
    UPLOADS_DIR: resolve(invokedFrom, config.UPLOADS_DIR ?? `${config.DATA_DIR}/uploads`),
    WEB_DIST: config.WEB_DIST ? resolve(invokedFrom, config.WEB_DIST) : undefined,
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    DEMO_DATA: config.DEMO_DATA ?? !isProduction,
    TRUST_PROXY: trustProxy as TrustProxy,
    JOBS: config.JOBS ?? config.NODE_ENV !== 'test',
    /** Raster tiles for the venue form's map; null when MAPS_TILE_URL is unset. */
    mapTiles: mapTiles as MapTiles | null,
    /** Web Push signing keys; null (push off) unless all VAPID_ variables are set. */
    push: push as PushKeys | null,
    isProduction,
    /**
     * The developer outbox (GET dev/outbox, /stuff) exists only on a non-production start without a
     * mail server, and even then answers only callers on this machine (lib/client-address.ts).
     */
    outboxEnabled: !isProduction && !config.SMTP_URL,
  };
}
