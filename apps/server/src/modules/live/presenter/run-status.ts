import type { TRunStatus } from '@crowdeck/core';
import { notFound } from '../../../http/api-error';
import type { TRunSummary, TRunsRepository } from '../data/runs.repository';

function toStatus({ run, participantCount, responseCount }: TRunSummary): TRunStatus {
  return {
    runId: run.id,
    startedAt: run.startedAt.toISOString(),
    endedAt: run.endedAt?.toISOString() ?? null,
    participantCount,
    responseCount,
  };
}

/** A run as the presenter sees it: started, ended, participants and responses; 404 when gone. */
export async function runStatus(
  runs: Pick<TRunsRepository, 'summary'>,
  runId: string,
): Promise<TRunStatus> {
  const summary = await runs.summary(runId);
  if (!summary) throw notFound();
  return toStatus(summary);
}
