import { uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A required uuid column referring to `target`: its row goes when the row it refers to goes. */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });
