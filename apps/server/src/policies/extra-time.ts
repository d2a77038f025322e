import { timingSafeEqual } from 'node:crypto';

/**
 * Extra time: the deck's owner gives it to a participant of the run being played (not one
 * removed); a participant takes it by entering the code of its own run, shown on the owner's
 * control screen.
 */

/** Whether the account may set this participant's time factor. */
export const mayGiveExtraTime = (
  userId: string,
  target: { ownerId: string; currentRunId: string | null; runId: string; removedAt: Date | null },
): boolean =>
  target.ownerId === userId && target.currentRunId === target.runId && target.removedAt === null;

/** Whether the code a participant entered is its run's extra time code. */
export const mayClaimExtraTime = (
  participant: { runId: string },
  run: { id: string; extraTimeCode: string | null },
  entered: string,
): boolean => {
  if (participant.runId !== run.id || !run.extraTimeCode) return false;
  const a = Buffer.from(run.extraTimeCode);
  const b = Buffer.from(entered);
  return a.length === b.length && timingSafeEqual(a, b);
};
