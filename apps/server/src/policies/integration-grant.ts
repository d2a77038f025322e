/** The live grant an integration (PowerPoint add-in, Teams, …) presented with its token. */
export interface TGrantHolder {
  userId: string;
  presentationId: string;
}

/**
 * An integration grant reaches its one presentation — read its slides, get its embed address,
 * move its live slide — and only while the account that made the grant still owns it.
 */
export const mayGrantReach = (
  grant: TGrantHolder,
  deck: { id: string; ownerId: string },
): boolean => deck.id === grant.presentationId && deck.ownerId === grant.userId;
