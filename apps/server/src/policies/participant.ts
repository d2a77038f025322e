/**
 * A participant's rights over its data in a run: the participant itself (signed in by its
 * participant token) reads and deletes it, and so does the deck's owner (on the participant's
 * request); nobody else, and no participant another's.
 */

/** Who asks: a phone signed in as a participant, or a signed-in account. */
export type TParticipantDataActor = { participantId: string } | { userId: string };

/** Whether the actor may read or delete this participant's data. */
export const mayEraseParticipantData = (
  actor: TParticipantDataActor,
  target: { participantId: string; ownerId: string },
): boolean =>
  'participantId' in actor
    ? actor.participantId === target.participantId
    : actor.userId === target.ownerId;
