import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { presentations, slides, type TPresentationRow, type TSlideRow } from '../../db/schema';
import { countRows, findRows, updateRowById } from '../../db/queries';

/** Columns a slide insert sets (updated_at is generated; id too unless given). */
export type TNewSlide = Omit<
  TSlideRow,
  'id' | 'updatedAt' | 'questionOpensAt' | 'questionClosesAt'
> & { id?: string };

/** Columns a slide update may change. */
export type TSlideChanges = Partial<
  Pick<
    TSlideRow,
    | 'question'
    | 'imageUrl'
    | 'imageAlt'
    | 'layout'
    | 'timeLimitSec'
    | 'points'
    | 'entriesPerParticipant'
    | 'format'
    | 'settings'
  >
>;

/** SQL on the slides table. Positions are 0-based and kept contiguous per presentation. */
export function createSlidesRepository(db: TDatabase) {
  return {
    /** A slide with its presentation (whose owner the caller's policy checks), or null. */
    async findWithPresentation(
      id: string,
    ): Promise<{ slide: TSlideRow; presentation: TPresentationRow } | null> {
      const [row] = await db
        .select({ slide: slides, presentation: presentations })
        .from(slides)
        .innerJoin(presentations, eq(presentations.id, slides.presentationId))
        .where(eq(slides.id, id));
      return row ?? null;
    },

    /** A presentation's slides in order. */
    async listByPresentation(presentationId: string): Promise<TSlideRow[]> {
      return findRows(db, slides, eq(slides.presentationId, presentationId), [
        asc(slides.position),
      ]);
    },

    /** How many slides a presentation has. */
    async countByPresentation(presentationId: string): Promise<number> {
      return countRows(db, slides, eq(slides.presentationId, presentationId));
    },

    /** Moves every slide after `position` `size` places down, opening a gap at position + 1. */
    async openGapAfter(presentationId: string, position: number, size = 1): Promise<void> {
      await db
        .update(slides)
        .set({ position: sql`${slides.position} + ${size}` })
        .where(and(eq(slides.presentationId, presentationId), gt(slides.position, position)));
    },

    /** Inserts slides and returns them in the given order. */
    async insertMany(values: TNewSlide[]): Promise<TSlideRow[]> {
      if (values.length === 0) return [];
      return db.insert(slides).values(values).returning();
    },

    /** Applies changes and bumps updated_at. */
    async update(id: string, changes: TSlideChanges): Promise<TSlideRow> {
      return updateRowById(db, slides, id, changes);
    },

    /** Deletes a slide (its options go with it) and closes the gap it leaves. */
    async delete(slide: TSlideRow): Promise<void> {
      // Responses of ended runs stay for their reports (the run's snapshot has the slide); those
      // of open runs go with the slide, as they always did.
      const open = sql`(select r.id from runs r where r.slides_snapshot is null)`;
      for (const table of ['answers', 'entries', 'reaction_counts']) {
        await db.execute(
          sql`delete from ${sql.identifier(table)} where slide_id = ${slide.id} and run_id in ${open}`,
        );
      }
      await db.delete(slides).where(eq(slides.id, slide.id));
      await db
        .update(slides)
        .set({ position: sql`${slides.position} - 1` })
        .where(
          and(eq(slides.presentationId, slide.presentationId), gt(slides.position, slide.position)),
        );
    },

    /** Rewrites positions to follow `orderedIds` (which must be all of the presentation's slides). */
    async setOrder(presentationId: string, orderedIds: readonly string[]): Promise<void> {
      if (orderedIds.length === 0) return;
      const cases = orderedIds.map((id, index) => sql`when ${id}::uuid then ${index}::int`);
      await db
        .update(slides)
        .set({
          position: sql`case ${slides.id} ${sql.join(cases, sql` `)} end`,
          updatedAt: new Date(),
        })
        .where(eq(slides.presentationId, presentationId));
    },
  };
}
