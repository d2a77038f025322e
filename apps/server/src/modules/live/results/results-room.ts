import type { TDatabase } from '../../../db/client';
import type { TClock } from '../../../lib/clock';
import type { TDataRoom } from '../data/data-room';
import { createFormatResultsRepository } from './format-results.repository';
import { createResultsService } from './results.service';

/** A slide's results for the presenter, phones, embeds and reports. */
export function createResultsRoom(deps: {
  db: TDatabase;
  data: Pick<TDataRoom, 'answers' | 'entries' | 'participants'>;
  clock: TClock;
}) {
  const { answers, entries, participants } = deps.data;
  const formats = createFormatResultsRepository(deps.db);
  return createResultsService({ answers, entries, participants, formats, clock: deps.clock });
}
