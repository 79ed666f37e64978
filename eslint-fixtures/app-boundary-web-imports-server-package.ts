// Must fail: fairhub/app-boundary — linted as apps/web/src/lib/server-package.ts
import { parseConfig } from '@fairhub/server/src/config.ts';

export const config = parseConfig;
