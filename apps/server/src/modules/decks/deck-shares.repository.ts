import type { TDeckShareRole } from '@crowdeck/core';
import { and, asc, desc, eq, getTableColumns, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import {
  deckShares,
  organisationMembers,
  presentations,
  slides,
  users,
  type TPresentationRow,
} from '../../db/schema';
import type { TDeckShareFacts } from '../../policies';

/** SQL on deck shares: the facts a policy decides on, the share list and decks shared with someone. */
export function createDeckSharesRepository(db: TDatabase) {
  async function organisationOf(userId: string): Promise<string | null> {
    const [row] = await db
      .select({ organisationId: organisationMembers.organisationId })
      .from(organisationMembers)
      .where(eq(organisationMembers.userId, userId));
    return row?.organisationId ?? null;
  }

  return {
    organisationOf,

    /** What `deckAccessOf` needs to decide `userId`'s access to the deck, read now. */
    async facts(deck: { id: string; ownerId: string }, userId: string): Promise<TDeckShareFacts> {
      const [ownerOrganisationId, callerOrganisationId, shares] = await Promise.all([
        organisationOf(deck.ownerId),
        organisationOf(userId),
        db
          .select({ userId: deckShares.userId, role: deckShares.role })
          .from(deckShares)
          .where(
            and(
              eq(deckShares.presentationId, deck.id),
              or(isNull(deckShares.userId), eq(deckShares.userId, userId)),
            ),
          ),
      ]);
      return { ownerId: deck.ownerId, ownerOrganisationId, callerOrganisationId, shares };
    },

    /** Every share of the deck. */
    async list(presentationId: string) {
      return db
        .select({ userId: deckShares.userId, role: deckShares.role })
        .from(deckShares)
        .where(eq(deckShares.presentationId, presentationId));
    },

    /** The organisation's members other than `exceptUserId`, by name. */
    async members(organisationId: string, exceptUserId: string) {
      return db
        .select({ userId: users.id, name: users.name, email: users.email })
        .from(organisationMembers)
        .innerJoin(users, eq(users.id, organisationMembers.userId))
        .where(
          and(
            eq(organisationMembers.organisationId, organisationId),
            ne(organisationMembers.userId, exceptUserId),
          ),
        )
        .orderBy(asc(users.name));
    },

    /** Replaces the deck's shares in one transaction. */
    async replace(
      presentationId: string,
      shares: { userId: string | null; role: TDeckShareRole }[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(deckShares).where(eq(deckShares.presentationId, presentationId));
        if (shares.length > 0) {
          await tx.insert(deckShares).values(shares.map((share) => ({ presentationId, ...share })));
        }
      });
    },

    /**
     * Decks shared with `userId` (directly or with their whole organisation) by an owner of the
     * same organisation, with the owner's name and the shares that apply, most recently edited first.
     */
    async sharedWith(userId: string) {
      const organisationId = await organisationOf(userId);
      if (organisationId === null) return [];
      const ownerMembers = db
        .select({ userId: organisationMembers.userId })
        .from(organisationMembers)
        .where(eq(organisationMembers.organisationId, organisationId));
      const rows = await db
        .select({
          ...getTableColumns(presentations),
          ownerName: users.name,
          role: deckShares.role,
          shareUserId: deckShares.userId,
        })
        .from(deckShares)
        .innerJoin(presentations, eq(presentations.id, deckShares.presentationId))
        .innerJoin(users, eq(users.id, presentations.ownerId))
        .where(
          and(
            or(isNull(deckShares.userId), eq(deckShares.userId, userId)),
            ne(presentations.ownerId, userId),
            inArray(presentations.ownerId, ownerMembers),
          ),
        )
        .orderBy(desc(presentations.updatedAt));
      const ids = [...new Set(rows.map((row) => row.id))];
      const counts =
        ids.length === 0
          ? []
          : await db
              .select({ id: slides.presentationId, count: sql<number>`count(*)::int` })
              .from(slides)
              .where(inArray(slides.presentationId, ids))
              .groupBy(slides.presentationId);
      const countOf = new Map(counts.map((row) => [row.id, row.count]));
      const byDeck = new Map<
        string,
        {
          row: TPresentationRow & { slideCount: number };
          ownerName: string;
          shares: { userId: string | null; role: TDeckShareRole }[];
        }
      >();
      for (const { ownerName, role, shareUserId, ...row } of rows) {
        const entry = byDeck.get(row.id) ?? {
          row: { ...row, slideCount: countOf.get(row.id) ?? 0 },
          ownerName,
          shares: [],
        };
        entry.shares.push({ userId: shareUserId, role });
        byDeck.set(row.id, entry);
      }
      return [...byDeck.values()].map((entry) => ({
        ...entry,
        facts: {
          ownerId: entry.row.ownerId,
          ownerOrganisationId: organisationId,
          callerOrganisationId: organisationId,
          shares: entry.shares,
        } satisfies TDeckShareFacts,
      }));
    },
  };
}

export type TDeckSharesRepository = ReturnType<typeof createDeckSharesRepository>;
