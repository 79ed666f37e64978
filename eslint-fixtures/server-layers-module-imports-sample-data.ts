// Must fail: fairhub/server-layers — linted as apps/server/src/modules/auth/demo-hint.ts
import { DEMO_PASSWORD } from '../../sample-data/data/demo.records.ts';

export const hint = DEMO_PASSWORD;
