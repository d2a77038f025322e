/**
 * The live grant an integration (PowerPoint add-in, Teams, …) presented with its token, or what
 * a grant left behind (a Zoom meeting's link): whose it is and which presentation it names.
 */
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

/**
 * Only a grant made for the Zoom app links a Zoom meeting to its presentation; a grant of another
 * integration (the PowerPoint add-in, Teams) reaches the deck but not Zoom's meetings.
 */
export const mayLinkZoomMeeting = (grant: { client: string }): boolean => grant.client === 'zoom';
