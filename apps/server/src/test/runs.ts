import { randomUUID } from 'node:crypto';
import type { TDatabase } from '../db/client';
import { participants } from '../db/schema/index';
import { createLiveDeckRepository } from '../modules/live/data/deck.repository';

/** The deck's current run, created as the live engine would if the deck had none yet. */
export async function currentRunId(db: TDatabase, presentationId: string): Promise<string> {
  const rows = await createLiveDeckRepository(db).findById(presentationId);
  if (!rows) throw new Error(`no deck ${presentationId}`);
  return rows.run.id;
}

/** Participants of the run under `names` (with `fields` of each); answers their ids in order. */
export function addParticipants(
  db: TDatabase,
  presentationId: string,
  runId: string,
  names: string[],
  fields: (name: string) => Partial<typeof participants.$inferInsert> = () => ({}),
): Promise<Array<{ id: string }>> {
  return db
    .insert(participants)
    .values(
      names.map((name) => ({
        presentationId,
        runId,
        name,
        tokenHash: randomUUID(),
        ...fields(name),
      })),
    )
    .returning({ id: participants.id });
}
