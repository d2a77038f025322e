import type { TSlideType } from '@crowdeck/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { organisationMembers, presentations, slides } from '../../db/schema';
import type { TMembership } from '../../policies';

/** SQL of the template gallery: memberships, published decks and their slide types. */
export function createTemplatesRepository(db: TDatabase) {
  return {
    /** The organisation a user belongs to, with their role (null outside one). */
    async membershipOf(userId: string): Promise<TMembership | null> {
      const [row] = await db
        .select({ id: organisationMembers.organisationId, role: organisationMembers.role })
        .from(organisationMembers)
        .where(eq(organisationMembers.userId, userId));
      return row ? { organisation: { id: row.id }, role: row.role } : null;
    },

    /** Decks published in the organisation (by its current members), by title, with slide types. */
    async published(
      organisationId: string,
    ): Promise<{ id: string; title: string; slideTypes: TSlideType[] }[]> {
      const decks = await db
        .select({ id: presentations.id, title: presentations.title })
        .from(presentations)
        .innerJoin(organisationMembers, eq(organisationMembers.userId, presentations.ownerId))
        .where(
          and(
            eq(presentations.isOrganisationTemplate, true),
            eq(organisationMembers.organisationId, organisationId),
          ),
        )
        .orderBy(asc(presentations.title));
      if (decks.length === 0) return [];
      const slideRows = await db
        .select({ presentationId: slides.presentationId, type: slides.type })
        .from(slides)
        .where(
          inArray(
            slides.presentationId,
            decks.map((deck) => deck.id),
          ),
        )
        .orderBy(asc(slides.position));
      return decks.map((deck) => ({
        ...deck,
        slideTypes: slideRows
          .filter((slide) => slide.presentationId === deck.id)
          .map((slide) => slide.type),
      }));
    },

    /** Publishes the deck as its organisation's template, or takes it back. */
    async setPublished(id: string, published: boolean): Promise<void> {
      await db
        .update(presentations)
        .set({ isOrganisationTemplate: published })
        .where(eq(presentations.id, id));
    },
  };
}
