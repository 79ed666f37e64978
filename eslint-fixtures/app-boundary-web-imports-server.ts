// Must fail: fairhub/app-boundary — linted as apps/web/src/lib/server-call.ts
import { buildApp } from '../../../server/src/app.ts';

export const build = buildApp;
