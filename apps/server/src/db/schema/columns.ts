import { text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A required uuid column referring to `target`: its row goes when the row it refers to goes. */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** A point in time, kept with its time zone like every time of the schema. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** The row's key: a random uuid. */
export const idKey = () => ({ id: uuid('id').primaryKey().defaultRandom() });

/** When the row was made. */
export const createdAt = () => ({ createdAt: timestampTz('created_at').notNull().defaultNow() });

/** When the row was made and when it last changed. */
export const timestamps = () => ({
  ...createdAt(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/** When a token or code stops being accepted. */
export const expiresAt = () => ({ expiresAt: timestampTz('expires_at').notNull() });

/** The sha256 of the row's secret token: the row is found by it, and it is never sent back. */
export const tokenHash = () => ({ tokenHash: text('token_hash').notNull().unique() });

/** The key of a row found by a secret token: a random uuid and the token's sha256. */
export const tokenKey = () => ({ ...idKey(), ...tokenHash() });
