import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { organisationMembers, presentations, runs } from '../../db/schema';

/**
 * A deck (or one of its self-paced assignments) as the participant's sign-in sees it: its join
 * code (or link code), identity setting and its owner's organisation.
 */
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
    /** An assignment by its link code or its id, with its deck's owner's organisation. */
    async assignment(by: { code: string } | { id: string }) {
      const [row] = await db
        .select({
          id: runs.id,
          code: runs.assignmentCode,
          presentationId: runs.presentationId,
          organisationSignIn: runs.organisationSignIn,
          organisationId: organisationMembers.organisationId,
        })
        .from(runs)
        .innerJoin(presentations, eq(presentations.id, runs.presentationId))
        .leftJoin(organisationMembers, eq(organisationMembers.userId, presentations.ownerId))
        .where(
          and(
            eq(runs.kind, 'assignment'),
            'code' in by ? eq(runs.assignmentCode, by.code) : eq(runs.id, by.id),
          ),
        );
      return row ?? null;
    },
  };
}
