import { bigserial, text, timestamp } from 'drizzle-orm/pg-core';

/** Internal numeric key; never leaves the server. */
export const id = () => bigserial('id', { mode: 'number' }).primaryKey();
/** Public identifier: random, URL-safe, not guessable. */
export const uid = () => text('uid').notNull().unique();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });
export { text };
