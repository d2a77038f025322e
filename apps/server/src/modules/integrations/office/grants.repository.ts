import type { TIntegrationClient } from '@crowdeck/core';
import { and, asc, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { expectRow } from '../../../db/expect-row';
import { findRow } from '../../../db/queries';
import { officeAddinGrants, presentations, type TOfficeAddinGrantRow } from '../../../db/schema';

/** A grant with its deck's title, as its owner lists it. */
export type TGrantListed = TOfficeAddinGrantRow & { presentationTitle: string };

/** SQL of the PowerPoint add-in's grants. */
export function createGrantsRepository(db: TDatabase) {
  return {
    /**
     * Stores a new grant (its token's hash). Past `keep` live grants of the account, the least
     * recently used go, so an account never piles up capabilities it forgot.
     */
    async insert(values: {
      tokenHash: string;
      userId: string;
      presentationId: string;
      client: TIntegrationClient;
      now: Date;
      expiresAt: Date;
      keep: number;
    }): Promise<TOfficeAddinGrantRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(officeAddinGrants)
          .values({
            tokenHash: values.tokenHash,
            userId: values.userId,
            presentationId: values.presentationId,
            client: values.client,
            createdAt: values.now,
            lastUsedAt: values.now,
            expiresAt: values.expiresAt,
          })
          .returning();
        const beyond = await tx
          .select({ id: officeAddinGrants.id })
          .from(officeAddinGrants)
          .where(eq(officeAddinGrants.userId, values.userId))
          .orderBy(desc(officeAddinGrants.lastUsedAt), desc(officeAddinGrants.createdAt))
          .offset(values.keep);
        if (beyond.length > 0) {
          await tx.delete(officeAddinGrants).where(
            inArray(
              officeAddinGrants.id,
              beyond.map((b) => b.id),
            ),
          );
        }
        return expectRow(row);
      });
    },

    /** The live grant of a token's hash, or null (unknown, revoked or expired). */
    async findLive(tokenHash: string, now: Date): Promise<TOfficeAddinGrantRow | null> {
      return findRow(
        db,
        officeAddinGrants,
        and(eq(officeAddinGrants.tokenHash, tokenHash), gt(officeAddinGrants.expiresAt, now)),
      );
    },

    /** A use pushes the grant's end on (written at most once a minute per grant). */
    async touch(id: string, now: Date, expiresAt: Date): Promise<void> {
      await db
        .update(officeAddinGrants)
        .set({ lastUsedAt: now, expiresAt })
        .where(
          and(
            eq(officeAddinGrants.id, id),
            lt(officeAddinGrants.lastUsedAt, new Date(now.getTime() - 60_000)),
          ),
        );
    },

    /** The account's live grants, newest first, with each deck's title. */
    async listByUser(userId: string, now: Date): Promise<TGrantListed[]> {
      const rows = await db
        .select({ grant: officeAddinGrants, presentationTitle: presentations.title })
        .from(officeAddinGrants)
        .innerJoin(presentations, eq(presentations.id, officeAddinGrants.presentationId))
        .where(and(eq(officeAddinGrants.userId, userId), gt(officeAddinGrants.expiresAt, now)))
        .orderBy(desc(officeAddinGrants.createdAt), asc(officeAddinGrants.id));
      return rows.map((r) => ({ ...r.grant, presentationTitle: r.presentationTitle }));
    },

    /** A grant by its id (whose maker the caller's policy checks), or null. */
    async findById(id: string): Promise<TOfficeAddinGrantRow | null> {
      const [row] = await db.select().from(officeAddinGrants).where(eq(officeAddinGrants.id, id));
      return row ?? null;
    },

    /** Deletes a grant by its own id (the add-in signs itself out). */
    async delete(id: string): Promise<void> {
      await db.delete(officeAddinGrants).where(eq(officeAddinGrants.id, id));
    },
  };
}

export type TGrantsRepository = ReturnType<typeof createGrantsRepository>;
