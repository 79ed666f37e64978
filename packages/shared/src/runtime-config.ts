import { z } from './zod.ts';

/**
 * Configuration the server gives the SPA at run time (GET /api/client/config), so one build
 * serves every environment.
 */
export const runtimeConfigSchema = z.object({
  clientId: z.string(),
  clientSecret: z.string(),
  version: z.string(),
  releaseStage: z.string(),
  build: z.string(),
  restrictionFlag: z.string(),
  /** Maps-places key; the maps script is loaded only when it is set. */
  mapsKey: z.string().nullable(),
  /**
   * Raster map tiles for picking a venue's coordinates on a map (MAPS_TILE_URL): the template with
   * {z}, {x}, {y} (the provider's key already in it: tile keys are public) and the attribution the
   * provider requires, as plain text. null: no map, coordinates are typed.
   */
  mapTiles: z.object({ url: z.string(), attribution: z.string() }).nullable(),
  /** Error-reporting key; errors are reported only when it is set. */
  errorReportingKey: z.string().nullable(),
  /** The developer page shows the mail outbox: only outside production, without a mail server, to a browser on the server's own machine. */
  showOutbox: z.boolean(),
  /** The server's Web Push (VAPID) public key for PushManager.subscribe; null: push is off (no keys configured). */
  pushPublicKey: z.string().nullable(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const outboxMessageSchema = z.object({
  uid: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
