import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { instanceSettings } from '../../db/schema';

/**
 * A UUID per installation under `key`: made by the first node that needs it and kept in the
 * database (`instance_settings`), so it survives restarts, is the same on every node, and differs
 * between installations (Office and Teams tell two servers' apps apart by it). Read once per
 * process.
 */
export function createInstanceUuid(db: TDatabase, key: string): () => Promise<string> {
  let known: Promise<string> | null = null;
  const read = async (): Promise<string> => {
    // Two nodes racing: both insert, one wins, both read the winner.
    await db.insert(instanceSettings).values({ key, value: randomUUID() }).onConflictDoNothing();
    const [row] = await db
      .select({ value: instanceSettings.value })
      .from(instanceSettings)
      .where(eq(instanceSettings.key, key));
    if (!row) throw new Error(`the instance setting ${key} was not stored`);
    return row.value;
  };
  return () => {
    known ??= read().catch((error: unknown) => {
      known = null;
      throw error;
    });
    return known;
  };
}

/** The PowerPoint add-in manifest's `<Id>`. */
export const createOfficeAddinId = (db: TDatabase) => createInstanceUuid(db, 'office_addin_id');

/** The Teams app manifest's `id`. */
export const createTeamsAppId = (db: TDatabase) => createInstanceUuid(db, 'teams_app_id');

/** The Outlook add-in's unified manifest `id`. */
export const createOutlookAddinId = (db: TDatabase) => createInstanceUuid(db, 'outlook_addin_id');
