import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { findSlidesWithOptions } from '../../db/deck-slides';
import {
  organisationMembers,
  organisations,
  presentations,
  runs,
  slides,
  users,
} from '../../db/schema';

/** SQL of an account's archive: its profile, its decks with slides and options, its runs' ids. */
export function createAccountArchiveRepository(db: TDatabase) {
  return {
    /** The account's profile, without its password's hash. */
    async profile(userId: string) {
      // Every column but the password's hash.
      const { passwordHash: secret, ...shown } = getTableColumns(users);
      void secret;
      const [row] = await db.select(shown).from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    /** The account's decks, each with its slides (in order) and their options. */
    async decks(userId: string) {
      const deckRows = await db
        .select()
        .from(presentations)
        .where(eq(presentations.ownerId, userId))
        .orderBy(asc(presentations.createdAt));
      const ids = deckRows.map((row) => row.id);
      if (ids.length === 0) return [];
      const content = await findSlidesWithOptions(db, inArray(slides.presentationId, ids));
      return deckRows.map((deck) => ({
        ...deck,
        slides: content.slides
          .filter((slide) => slide.presentationId === deck.id)
          .map((slide) => ({
            ...slide,
            options: content.options.filter((option) => option.slideId === slide.id),
          })),
      }));
    },

    /** The organisations the account owns, each with its name and its number of owners. */
    async ownedOrganisations(userId: string) {
      const owners = db
        .select({
          organisationId: organisationMembers.organisationId,
          owners: sql<number>`count(*)::int`.as('owners'),
        })
        .from(organisationMembers)
        .where(eq(organisationMembers.role, 'owner'))
        .groupBy(organisationMembers.organisationId)
        .as('owners');
      return db
        .select({ id: organisations.id, name: organisations.name, owners: owners.owners })
        .from(organisationMembers)
        .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
        .innerJoin(owners, eq(owners.organisationId, organisationMembers.organisationId))
        .where(and(eq(organisationMembers.userId, userId), eq(organisationMembers.role, 'owner')));
    },

    /** The account's decks' ids and join codes (the live engine ends their sessions). */
    async deckCodes(userId: string) {
      return db
        .select({ id: presentations.id, uniqueCode: presentations.uniqueCode })
        .from(presentations)
        .where(eq(presentations.ownerId, userId));
    },

    /** The ids of the runs of the given decks, oldest first. */
    async runIds(presentationIds: string[]): Promise<string[]> {
      if (presentationIds.length === 0) return [];
      const rows = await db
        .select({ id: runs.id })
        .from(runs)
        .where(inArray(runs.presentationId, presentationIds))
        .orderBy(asc(runs.startedAt));
      return rows.map((row) => row.id);
    },
  };
}

export type TAccountArchiveRepository = ReturnType<typeof createAccountArchiveRepository>;
