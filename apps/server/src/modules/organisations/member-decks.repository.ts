import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { organisationMembers, presentations } from '../../db/schema';

/**
 * Tells the live engine that decks' owner plan or brand changed (a member left, an own domain was
 * verified): each deck is read again at its next use, on every node (through the cluster bus).
 */
export function createMemberDecks(db: TDatabase, deckChanged: (presentationId: string) => void) {
  const changed = (rows: { id: string }[]) => {
    for (const row of rows) deckChanged(row.id);
  };
  return {
    /** The decks `userId` owns. */
    async ofUser(userId: string): Promise<void> {
      changed(
        await db
          .select({ id: presentations.id })
          .from(presentations)
          .where(eq(presentations.ownerId, userId)),
      );
    },

    /** The decks of every member of the organisation. */
    async ofOrganisation(organisationId: string): Promise<void> {
      changed(
        await db
          .select({ id: presentations.id })
          .from(presentations)
          .innerJoin(organisationMembers, eq(organisationMembers.userId, presentations.ownerId))
          .where(eq(organisationMembers.organisationId, organisationId)),
      );
    },
  };
}

export type TMemberDecks = ReturnType<typeof createMemberDecks>;
