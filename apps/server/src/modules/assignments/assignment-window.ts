import { getAssignmentStatus, type TAssignmentStatus } from '@crowdeck/core';
import type { TRunRow } from '../../db/schema/index';

/** When an assignment opens and closes, as epoch ms (its run's `ended_at` is its closing). */
export function windowOf(run: TRunRow): { opensAt: number; closesAt: number } {
  return { opensAt: +(run.opensAt ?? run.startedAt), closesAt: +(run.endedAt ?? run.startedAt) };
}

/** Whether the assignment is upcoming, open or closed at `now` (epoch ms, the server's clock). */
export const statusAt = (now: number, run: TRunRow): TAssignmentStatus =>
  getAssignmentStatus(now, windowOf(run));
