import { DECK_LIMITS } from '@crowdeck/core';
import type { TDatabase } from '../../db/client';
import { createDeckAccess } from '../decks/deck-access';
import { createDeckStore, type TDeckRepositories } from '../decks/deck.repository';
import { buildNewSlide } from '../decks/slide-defaults';
import { withFreshUniqueCode } from '../decks/unique-code';
import { ImportFailure } from './import-failure';
import { createImportJobsRepository } from './import-jobs.repository';
import { asDatabase } from '../../db/sql-rows';

/** One imported page, stored, as it becomes a slide. */
export interface TImportedPage {
  imageUrl: string;
  imageAlt: string;
  notes: string;
}

/** Where the slides go: after a slide of an existing deck (or at its end), or a new deck. */
export type TImportTarget =
  | { kind: 'deck'; ownerId: string; presentationId: string; afterSlideId: string | null }
  | { kind: 'newDeck'; ownerId: string; title: string };

/**
 * Adds the imported pages as content slides holding each page's image (layout `imageOnly`), in
 * ONE transaction with the job's `done`: all of them, in order, or none (a failure leaves the
 * deck as it was). Into a deck: its row is locked, its room under slidesMax checked again, the
 * slides after the chosen one moved down by the number added. A new deck is created in the same
 * transaction (its first slide active). Returns the deck and the new slides' ids in order.
 */
export async function insertImportedSlides(
  db: TDatabase,
  jobId: string,
  target: TImportTarget,
  pages: readonly TImportedPage[],
): Promise<{ presentationId: string; uniqueCode: string; slideIds: string[]; created: boolean }> {
  const intoDeck = async (
    repos: TDeckRepositories,
    tx: TDatabase,
    presentationId: string,
    afterSlideId: string | null,
  ) => {
    if (!(await repos.presentations.lock(presentationId))) throw new ImportFailure('internal');
    const slides = await repos.slides.listByPresentation(presentationId);
    if (slides.length + pages.length > DECK_LIMITS.slidesMax) {
      throw new ImportFailure('tooManyPages');
    }
    const after = afterSlideId ? slides.find((slide) => slide.id === afterSlideId) : undefined;
    const first = after ? after.position + 1 : slides.length;
    if (after) await repos.slides.openGapAfter(presentationId, after.position, pages.length);
    const rows = await repos.slides.insertMany(
      pages.map((page, index) => ({
        ...buildNewSlide(presentationId, 'content', first + index),
        layout: 'imageOnly' as const,
        imageUrl: page.imageUrl,
        imageAlt: page.imageAlt,
        notes: page.notes,
      })),
    );
    const byPosition = [...rows].sort((a, b) => a.position - b.position);
    const slideIds = byPosition.map((row) => row.id);
    await repos.presentations.update(presentationId, {});
    await createImportJobsRepository(tx).done(jobId, { presentationId, slideIds }, tx);
    return slideIds;
  };

  if (target.kind === 'deck') {
    return db.transaction(async (txDb) => {
      const tx = asDatabase(txDb);
      const repos = createDeckStore(tx);
      const deck = await createDeckAccess(repos)
        .presentation(target.ownerId, target.presentationId)
        .catch(() => {
          throw new ImportFailure('internal', 'The deck was deleted while the file was imported.');
        });
      const slideIds = await intoDeck(repos, tx, deck.id, target.afterSlideId);
      return { presentationId: deck.id, uniqueCode: deck.uniqueCode, slideIds, created: false };
    });
  }
  return withFreshUniqueCode((uniqueCode) =>
    db.transaction(async (txDb) => {
      const tx = asDatabase(txDb);
      const repos = createDeckStore(tx);
      const deck = await repos.presentations.insert({
        ownerId: target.ownerId,
        title: target.title,
        uniqueCode,
      });
      const slideIds = await intoDeck(repos, tx, deck.id, null);
      await repos.presentations.update(deck.id, { slideActiveId: slideIds[0] ?? null });
      return { presentationId: deck.id, uniqueCode, slideIds, created: true };
    }),
  );
}
