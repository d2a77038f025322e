import type { TDatabase } from '../db/client';
import { createLiveDeckRepository } from '../modules/live/data/deck.repository';

/** The deck's current run, created as the live engine would if the deck had none yet. */
export async function currentRunId(db: TDatabase, presentationId: string): Promise<string> {
  const rows = await createLiveDeckRepository(db).findById(presentationId);
  if (!rows) throw new Error(`no deck ${presentationId}`);
  return rows.run.id;
}
