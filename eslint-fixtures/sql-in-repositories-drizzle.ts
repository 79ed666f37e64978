// Must fail: fairhub/sql-in-repositories — linted as apps/server/src/modules/products/products.service.ts
import { sql } from 'drizzle-orm';

export const now = sql`now()`;
