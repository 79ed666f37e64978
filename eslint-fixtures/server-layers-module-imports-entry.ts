// Must fail: fairhub/server-layers — linted as apps/server/src/modules/events/events-app.ts
import { buildApp } from '../../app.ts';

export const build = buildApp;
