import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import {
  options,
  presentations,
  slides,
  type TOptionRow,
  type TPresentationRow,
  type TSlideRow,
} from '../../db/schema';
import { expectRow } from '../../db/expect-row';
import { countRows } from '../../db/queries';

/** Columns an option insert sets (the id is generated unless given). */
export type TNewOption = Omit<TOptionRow, 'id'> & { id?: string };

/** Columns an option update may change. */
export type TOptionChanges = Partial<
  Pick<TOptionRow, 'text' | 'imageUrl' | 'colour' | 'isCorrect'>
>;

/** SQL on the options table. Positions are 0-based and kept contiguous per slide. */
export function createOptionsRepository(db: TDatabase) {
  return {
    /** An option with its slide and presentation (whose owner the caller's policy checks), or null. */
    async findWithDeck(
      id: string,
    ): Promise<{ option: TOptionRow; slide: TSlideRow; presentation: TPresentationRow } | null> {
      const [row] = await db
        .select({ option: options, slide: slides, presentation: presentations })
        .from(options)
        .innerJoin(slides, eq(slides.id, options.slideId))
        .innerJoin(presentations, eq(presentations.id, slides.presentationId))
        .where(eq(options.id, id));
      return row ?? null;
    },

    /** Options of the given slides, ordered by slide then position. */
    async listBySlides(slideIds: readonly string[]): Promise<TOptionRow[]> {
      if (slideIds.length === 0) return [];
      return db
        .select()
        .from(options)
        .where(inArray(options.slideId, [...slideIds]))
        .orderBy(asc(options.slideId), asc(options.position));
    },

    /** How many options a slide has. */
    async countBySlide(slideId: string): Promise<number> {
      return countRows(db, options, eq(options.slideId, slideId));
    },

    /** Inserts options. */
    async insertMany(values: TNewOption[]): Promise<TOptionRow[]> {
      if (values.length === 0) return [];
      return db.insert(options).values(values).returning();
    },

    /** Applies changes. */
    async update(id: string, changes: TOptionChanges): Promise<TOptionRow> {
      const [row] = await db.update(options).set(changes).where(eq(options.id, id)).returning();
      return expectRow(row);
    },

    /** Deletes an option and closes the gap it leaves. */
    async delete(option: TOptionRow): Promise<void> {
      await db.delete(options).where(eq(options.id, option.id));
      await db
        .update(options)
        .set({ position: sql`${options.position} - 1` })
        .where(and(eq(options.slideId, option.slideId), gt(options.position, option.position)));
    },

    /** Rewrites positions to follow `orderedIds` (which must be all of the slide's options). */
    async setOrder(slideId: string, orderedIds: readonly string[]): Promise<void> {
      if (orderedIds.length === 0) return;
      const cases = orderedIds.map((id, index) => sql`when ${id}::uuid then ${index}::int`);
      await db
        .update(options)
        .set({ position: sql`case ${options.id} ${sql.join(cases, sql` `)} end` })
        .where(eq(options.slideId, slideId));
    },
  };
}
