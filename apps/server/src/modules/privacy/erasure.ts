import type { TUploadStore } from '../uploads/upload-store';
import type { TErasureRepository, TRunDeletionAudit } from './erasure.repository';

/** What else must forget a deleted run or deck (the live engine's cached state). */
export interface TErasureHooks {
  /** Runs of the deck were deleted: the live engine reads the deck afresh. */
  runsDeleted(presentationId: string): void;
}

/**
 * Deletes runs, decks' files and accounts with everything that belongs to them, in the database
 * and in the upload store: a file goes once no row refers to it any more (a copied deck, another
 * run or an organisation's theme may still show it).
 */
export function createErasure(deps: {
  repo: TErasureRepository;
  uploads: Pick<TUploadStore, 'delete'>;
  hooks?: TErasureHooks;
}) {
  const { repo } = deps;

  async function releaseUploads(names: Iterable<string>): Promise<string[]> {
    const unused = await repo.unreferenced(names);
    await Promise.all(unused.map((name) => deps.uploads.delete(name)));
    return unused;
  }

  return {
    /**
     * Deletes runs and everything in them (recording who did for their organisation, when given);
     * returns how many went and the files deleted.
     */
    async eraseRuns(
      runIds: string[],
      audit?: TRunDeletionAudit,
    ): Promise<{ runs: number; files: string[] }> {
      const erased = await repo.eraseRuns(runIds, audit);
      for (const id of erased.presentationIds) deps.hooks?.runsDeleted(id);
      const files = await releaseUploads(erased.uploadNames);
      return { runs: erased.runIds.length, files };
    },

    /**
     * Around a deck's deletion: reads the files it shows first, deletes it (`remove`, the rows by
     * their keys), then deletes those files nothing else shows.
     */
    async eraseDeck(presentationId: string, remove: () => Promise<void>): Promise<string[]> {
      const names = await repo.uploadsOfDecks([presentationId]);
      await remove();
      return releaseUploads(names);
    },

    /** Deletes an account with its decks, runs and files; false when there was no such account. */
    async eraseAccount(
      userId: string,
      forgetDeck?: (presentationId: string) => void,
    ): Promise<{ erased: boolean; files: string[] }> {
      const deckIds = await repo.decksOf(userId);
      const names = await repo.uploadsOfDecks(deckIds);
      const erased = await repo.eraseAccount(userId);
      for (const id of deckIds) forgetDeck?.(id);
      return { erased, files: await releaseUploads(names) };
    },

    releaseUploads,
  };
}

export type TErasure = ReturnType<typeof createErasure>;
