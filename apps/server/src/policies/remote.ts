/**
 * A phone remote's session is scoped to one presentation (`scopePresentationId`). It reaches a
 * route only when the route names, in its `config.remote`, a presentation or slide of exactly that
 * presentation; an unscoped session (the presenter's own) reaches every route it is signed in for.
 */
export const mayRemoteReach = (
  scopePresentationId: string | null,
  reachedPresentationId: string | null,
): boolean => scopePresentationId === null || reachedPresentationId === scopePresentationId;

/**
 * A paired phone lets go of its own pairing only: the session must be a remote's, scoped to that
 * very presentation (a signed-in presenter has no pairing of its own to end).
 */
export const mayRemoteUnpair = (
  scopePresentationId: string | null,
  presentationId: string,
): boolean => scopePresentationId !== null && scopePresentationId === presentationId;
