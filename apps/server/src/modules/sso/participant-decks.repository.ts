import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { organisationMembers, presentations } from '../../db/schema';

/** A deck as the participant's sign-in sees it: its join code, identity setting and organisation. */
export function createParticipantDecksRepository(db: TDatabase) {
  const deckColumns = {
    id: presentations.id,
    code: presentations.uniqueCode,
    participantIdentity: presentations.participantIdentity,
    anonymousSession: presentations.anonymousSession,
    organisationId: organisationMembers.organisationId,
  };
  const decks = () =>
    db
      .select(deckColumns)
      .from(presentations)
      .leftJoin(organisationMembers, eq(organisationMembers.userId, presentations.ownerId));

  return {
    async byCode(code: string) {
      const [row] = await decks().where(eq(presentations.uniqueCode, code));
      return row ?? null;
    },
    async byId(presentationId: string) {
      const [row] = await decks().where(eq(presentations.id, presentationId));
      return row ?? null;
    },
  };
}
