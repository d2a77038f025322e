import type { TDatabase } from '../../../db/client';
import type { TClock } from '../../../lib/clock';
import type { TMetrics } from '../../../lib/metrics';
import type { TLiveTuning } from '../tuning';
import { createAnswerCommits } from './answer-commits';
import { createAnswersRepository } from './answers.repository';
import { createDeckCache } from './deck-cache';
import { createLiveDeckRepository } from './deck.repository';
import { createEntriesRepository } from './entries.repository';
import { createParticipantsRepository } from './participants.repository';
import { createReactionsRepository } from './reactions.repository';
import { createLiveResetRepository } from './reset.repository';
import { createResumeReads } from './resume-reads';
import { createRunsRepository } from './runs.repository';
import { createTeamsRepository } from './teams.repository';

/** The engine's storage: repositories, the deck cache and the group-committed writes. */
export function createDataRoom(deps: {
  db: TDatabase;
  clock: TClock;
  tuning?: TLiveTuning;
  metrics: TMetrics;
}) {
  const { db, clock } = deps;
  const repo = createLiveDeckRepository(db);
  const answers = createAnswersRepository(db);
  const entries = createEntriesRepository(db);
  const participants = createParticipantsRepository(db);
  return {
    repo,
    answers,
    entries,
    participants,
    reads: createResumeReads({ participants, answers, entries }),
    decks: createDeckCache({ repo, clock }),
    commits: createAnswerCommits({
      answers,
      entries,
      participants,
      tuning: deps.tuning,
      metrics: deps.metrics,
    }),
    runs: createRunsRepository(db),
    teams: createTeamsRepository(db),
    resets: createLiveResetRepository(db, clock),
    reactions: createReactionsRepository(db),
  };
}

export type TDataRoom = ReturnType<typeof createDataRoom>;
