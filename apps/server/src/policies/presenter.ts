/**
 * The presenter's rules. A deck belongs to the account that made it: that account alone edits it
 * (slides, options, themes), runs it, reads its runs, results and reports and hands out its embed
 * links and integration grants. A phone remote signs in as that account, and an integration grant
 * acts for it, so both come through here too (with their own narrower reach on top).
 */

/** The account owns the deck (or the slide, option, run, entry or participant of that deck). */
export const mayManageDeck = (userId: string, deck: { ownerId: string }): boolean =>
  deck.ownerId === userId;

/** An import job is followed and cancelled by the account that started it. */
export const mayFollowImport = (userId: string, job: { ownerId: string }): boolean =>
  job.ownerId === userId;

/** A checkout is read and finished by the account that opened it. */
export const mayPayCheckout = (userId: string, checkout: { userId: string }): boolean =>
  checkout.userId === userId;

/** An integration grant is revoked by the account that made it. */
export const mayRevokeGrant = (userId: string, grant: { userId: string }): boolean =>
  grant.userId === userId;

/** A socket enters a deck's presenter room only if it is a presenter socket of the deck's owner. */
export const mayJoinPresenterRoom = (
  socket: { kind: string; userId?: string },
  ownerId: string,
): boolean => socket.kind === 'presenter' && socket.userId === ownerId;
