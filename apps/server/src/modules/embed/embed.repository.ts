import { and, asc, eq, sql } from 'drizzle-orm';
import type { TEmbedView, TScreenShown } from '@crowdeck/core';
import type { TDatabase } from '../../db/client';
import { insertRow } from '../../db/queries';
import { embedTokens, presentations, type TEmbedTokenRow } from '../../db/schema';

/** A view token with what its page needs of the presentation. */
export interface TEmbedTokenFound {
  row: TEmbedTokenRow;
  code: string;
  title: string;
  screen: TScreenShown | null;
}

/** SQL of the live embed's view tokens. */
export function createEmbedRepository(db: TDatabase) {
  return {
    /** A presentation's view tokens, oldest first (the order they were made in). */
    async list(presentationId: string): Promise<TEmbedTokenRow[]> {
      return db
        .select()
        .from(embedTokens)
        .where(eq(embedTokens.presentationId, presentationId))
        .orderBy(asc(embedTokens.createdAt), asc(embedTokens.id));
    },

    async count(presentationId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(embedTokens)
        .where(eq(embedTokens.presentationId, presentationId));
      return row?.n ?? 0;
    },

    async insert(values: {
      presentationId: string;
      createdBy: string;
      token: string;
      tokenHash: string;
      label: string;
      view: TEmbedView;
    }): Promise<TEmbedTokenRow> {
      return insertRow(db, embedTokens, values);
    },

    /** Deletes one of the presentation's tokens; false when it has no such token. */
    async remove(presentationId: string, tokenId: string): Promise<boolean> {
      const deleted = await db
        .delete(embedTokens)
        .where(and(eq(embedTokens.presentationId, presentationId), eq(embedTokens.id, tokenId)))
        .returning({ id: embedTokens.id });
      return deleted.length > 0;
    },

    /** The token stored under this hash, with its presentation; null when unknown or revoked. */
    async findByHash(tokenHash: string): Promise<TEmbedTokenFound | null> {
      const [found] = await db
        .select({
          row: embedTokens,
          code: presentations.uniqueCode,
          title: presentations.title,
          screen: presentations.screen,
        })
        .from(embedTokens)
        .innerJoin(presentations, eq(presentations.id, embedTokens.presentationId))
        .where(eq(embedTokens.tokenHash, tokenHash));
      return found ? { ...found, screen: found.screen ?? null } : null;
    },
  };
}

export type TEmbedRepository = ReturnType<typeof createEmbedRepository>;
