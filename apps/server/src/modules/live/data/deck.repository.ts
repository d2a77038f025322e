import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import {
  options,
  presentations,
  slides,
  users,
  type TOptionRow,
  type TPresentationRow,
  type TSlideRow,
} from '../../../db/schema/index';

/** A presentation as the live engine needs it: rows plus the owner's plan. */
export interface TLiveDeckRows {
  presentation: TPresentationRow;
  ownerPlan: string;
  ownerAudienceLimit: number | null;
  slides: TSlideRow[];
  options: TOptionRow[];
}

/** Timing columns of a slide's quiz question. */
export type TQuestionColumns = Pick<
  TSlideRow,
  'questionOpensAt' | 'questionClosesAt' | 'gameScreen'
>;

/** SQL of the live session's control state (active slide, question timing). */
export function createLiveDeckRepository(db: TDatabase) {
  async function load(where: ReturnType<typeof eq>): Promise<TLiveDeckRows | null> {
    const [row] = await db
      .select({
        presentation: presentations,
        ownerPlan: users.plan,
        ownerAudienceLimit: users.audienceLimit,
      })
      .from(presentations)
      .innerJoin(users, eq(users.id, presentations.ownerId))
      .where(where);
    if (!row) return null;
    const slideRows = await db
      .select()
      .from(slides)
      .where(eq(slides.presentationId, row.presentation.id))
      .orderBy(asc(slides.position));
    const ids = slideRows.map((slide) => slide.id);
    const optionRows = ids.length
      ? await db
          .select()
          .from(options)
          .where(inArray(options.slideId, ids))
          .orderBy(asc(options.position))
      : [];
    return { ...row, slides: slideRows, options: optionRows };
  }

  return {
    /** The presentation with this join code, or null. */
    findByCode: (code: string) => load(eq(presentations.uniqueCode, code)),

    /** The presentation with this id, or null. */
    findById: (id: string) => load(eq(presentations.id, id)),

    /** Locks the room to new participants, or opens it again. */
    async setLocked(presentationId: string, isLocked: boolean): Promise<void> {
      await db.update(presentations).set({ isLocked }).where(eq(presentations.id, presentationId));
    },

    /** Makes a slide the live one. */
    async setActiveSlide(presentationId: string, slideId: string): Promise<void> {
      await db
        .update(presentations)
        .set({ slideActiveId: slideId })
        .where(eq(presentations.id, presentationId));
    },

    /** Stores a slide's question timing (the source of truth after a restart). */
    async setQuestion(presentationId: string, slideId: string, q: TQuestionColumns): Promise<void> {
      await db
        .update(slides)
        .set(q)
        .where(and(eq(slides.id, slideId), eq(slides.presentationId, presentationId)));
    },

    /**
     * Starts a question that has not run since its last reset (no opening time stored): false
     * when it has, or another request started it first.
     */
    async startQuestion(presentationId: string, slideId: string, q: TQuestionColumns) {
      const rows = await db
        .update(slides)
        .set(q)
        .where(
          and(
            eq(slides.id, slideId),
            eq(slides.presentationId, presentationId),
            isNull(slides.questionOpensAt),
          ),
        )
        .returning({ id: slides.id });
      return rows.length > 0;
    },

    /**
     * Moves a question from its intro to open, once: false when another node (or an earlier run)
     * already did, or the question was restarted since (its opening time differs).
     */
    async openQuestion(slideId: string, opensAt: Date): Promise<boolean> {
      const rows = await db
        .update(slides)
        .set({ gameScreen: 'question' })
        .where(
          and(
            eq(slides.id, slideId),
            eq(slides.gameScreen, 'questionIndex'),
            eq(slides.questionOpensAt, opensAt),
          ),
        )
        .returning({ id: slides.id });
      return rows.length > 0;
    },

    /**
     * Closes a running question, once: writes `q` only if the question still closes at
     * `closesAt` and is not closed yet. False when another node closed it first (or it was
     * restarted since): the caller must not score it again.
     */
    async closeQuestion(slideId: string, closesAt: Date, q: TQuestionColumns): Promise<boolean> {
      const rows = await db
        .update(slides)
        .set(q)
        .where(
          and(
            eq(slides.id, slideId),
            eq(slides.questionClosesAt, closesAt),
            or(isNull(slides.gameScreen), ne(slides.gameScreen, 'result')),
          ),
        )
        .returning({ id: slides.id });
      return rows.length > 0;
    },

    /** Clears the question timing of some or all slides of a presentation. */
    async clearQuestions(presentationId: string, slideIds?: string[]): Promise<void> {
      const bySlide = slideIds ? inArray(slides.id, slideIds) : undefined;
      await db
        .update(slides)
        .set({ questionOpensAt: null, questionClosesAt: null, gameScreen: null })
        .where(and(eq(slides.presentationId, presentationId), bySlide));
    },
  };
}

export type TLiveDeckRepository = ReturnType<typeof createLiveDeckRepository>;
