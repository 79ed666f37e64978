import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import type { Config } from '../config.ts';

const MAPS_ORIGINS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];
const ERROR_REPORTING_ORIGINS = ['https://notify.bugsnag.com', 'https://sessions.bugsnag.com'];

/**
 * Strict CSP: scripts only from our origin (no inline scripts). Mantine writes its CSS variables
 * into a style element, so styles allow inline. Third-party origins appear only when their key is set.
 */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const maps = config.MAPS_KEY ? MAPS_ORIGINS : [];
  const reporting = config.ERROR_REPORTING_KEY ? ERROR_REPORTING_ORIGINS : [];
  // The venue form's map draws raster tiles as images from exactly this origin (MAPS_TILE_URL).
  const tiles = config.mapTiles ? [config.mapTiles.origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...maps],
        styleSrc: ["'self'", "'unsafe-inline'", ...(maps.length ? ['https://fonts.googleapis.com'] : [])],
        imgSrc: ["'self'", 'data:', 'blob:', ...maps, ...tiles],
        fontSrc: ["'self'", 'data:', ...(maps.length ? ['https://fonts.gstatic.com'] : [])],
        connectSrc: ["'self'", ...maps, ...reporting],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        scriptSrcAttr: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
}
