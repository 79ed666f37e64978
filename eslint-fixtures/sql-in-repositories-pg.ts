// Must fail: fairhub/sql-in-repositories — linted as apps/server/src/modules/health/health.routes.ts
import type { Pool } from 'pg';

export type Database = Pool;
