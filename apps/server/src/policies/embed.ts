/**
 * The embed viewer holds a view token and nothing else: it reads the public live view of the one
 * presentation the token names (never writes), for as long as the token exists.
 */
export const mayEmbedView = (
  token: { presentationId: string } | null,
  presentationId: string,
): boolean => token !== null && token.presentationId === presentationId;

/**
 * A recovered embed socket comes back only with the token it first connected with: a revoked
 * token, or another one, is a new viewer that must connect afresh.
 */
export const mayEmbedResume = (connectedTokenId: string | undefined, tokenId: string): boolean =>
  connectedTokenId === tokenId;
