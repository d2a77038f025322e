import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { instanceSettings } from '../../../db/schema';

const KEY = 'office_addin_id';

/**
 * The add-in manifest's `<Id>`: one UUID per installation, made by the first node that needs it
 * and kept in the database (`instance_settings`), so it survives restarts, is the same on every
 * node, and differs between installations (Office tells two servers' add-ins apart by it).
 * Read once per process.
 */
export function createOfficeAddinId(db: TDatabase): () => Promise<string> {
  let known: Promise<string> | null = null;
  const read = async (): Promise<string> => {
    // Two nodes racing: both insert, one wins, both read the winner.
    await db
      .insert(instanceSettings)
      .values({ key: KEY, value: randomUUID() })
      .onConflictDoNothing();
    const [row] = await db
      .select({ value: instanceSettings.value })
      .from(instanceSettings)
      .where(eq(instanceSettings.key, KEY));
    if (!row) throw new Error('the add-in id was not stored');
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
