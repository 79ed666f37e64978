import { resolve } from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : undefined));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

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
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(5433),
  DEMO_DATA: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(60 * 60 * 24 * 30).default(8 * 60 * 60),
  OAUTH_CLIENT_ID: z.string().min(1).default('fairhub-web'),
  OAUTH_CLIENT_SECRET: z.string().min(16).default('fairhub-web-public-client-secret'),
  MAPS_KEY: optionalString,
  ERROR_REPORTING_KEY: optionalString,
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Fairhub <no-reply@fairhub.local>'),
  /** Show the mail outbox on /stuff and GET dev/outbox even in production. */
  SHOW_OUTBOX: booleanFlag,
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  BUILD_ID: z.string().default('dev'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: booleanFlag,
});

export type Config = ReturnType<typeof parseConfig>;

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops the start with a message naming the variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  // npm runs workspace scripts inside the workspace folder; relative paths mean the folder where
  // the command was typed (npm's INIT_CWD), so `npm start` at the root keeps its data in ./data.
  const invokedFrom = env.INIT_CWD ?? process.cwd();
  return {
    ...config,
    DATA_DIR: resolve(invokedFrom, config.DATA_DIR),
    UPLOADS_DIR: resolve(invokedFrom, config.UPLOADS_DIR ?? `${config.DATA_DIR}/uploads`),
    WEB_DIST: config.WEB_DIST ? resolve(invokedFrom, config.WEB_DIST) : undefined,
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    isProduction: config.NODE_ENV === 'production',
    showOutbox: config.NODE_ENV !== 'production' || config.SHOW_OUTBOX,
  };
}
