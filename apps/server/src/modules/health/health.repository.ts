import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';

/** Whether the database answers a trivial query. */
export async function pingDatabase(db: TDatabase): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
