/**
 * Identified sessions: who may ask a deck's participants for a real name, and which real name a
 * phone may join with.
 */

/**
 * A presenter may require its organisation's sign-in only for a deck it owns while it belongs to
 * an organisation whose single sign-on is set up.
 */
export const mayRequireOrganisationSignIn = (owner: {
  organisationId: string | null;
  ssoReady: boolean;
}): boolean => owner.organisationId !== null && owner.ssoReady;

/**
 * A signed identity admits a phone to a deck's live session only if it was issued for this very
 * deck (not for one of its assignments) by the deck owner's current organisation, and has not
 * run out.
 */
export const mayJoinWithIdentity = (
  claim: {
    presentationId: string;
    organisationId: string;
    expiresAt: number;
    assignmentId?: string | null;
  },
  deck: { id: string; organisationId: string | null },
  now: number,
): boolean =>
  !claim.assignmentId &&
  claim.presentationId === deck.id &&
  deck.organisationId !== null &&
  claim.organisationId === deck.organisationId &&
  now < claim.expiresAt;

/**
 * A phone may join a roster deck under a roster name only if the name is on the roster and no
 * other participant of the run has it (its own resumed participant keeps it).
 */
export const mayTakeRosterName = (
  roster: ReadonlyMap<string, string>,
  key: string,
  takenByOther: boolean,
): boolean => roster.has(key) && !takenByOther;

/**
 * The phone's roster suggestions are shown only for a roster deck that is open to joins: the
 * names are the presenter's to reveal, and only while its session takes people in.
 */
export const maySuggestRosterNames = (deck: {
  identity: string;
  runEndedAt: Date | null;
  isLocked: boolean;
}): boolean => deck.identity === 'roster' && deck.runEndedAt === null && !deck.isLocked;
