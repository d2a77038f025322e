import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { TScreenShown } from '@crowdeck/core';
import type { TDatabase } from '../../../db/client';
import { expectRow } from '../../../db/expect-row';
import { findRow, insertRow } from '../../../db/queries';
import { asDatabase } from '../../../db/sql-rows';
import {
  presentations,
  remotePairings,
  sessions,
  type TRemotePairingRow,
} from '../../../db/schema';

/** Pairings listed on the control screen: the newest this many. */
const LISTED_PAIRINGS = 20;

/** SQL of the control screen: what the big screen shows, and phone remotes' pairings. */
export function createControlRepository(db: TDatabase) {
  return {
    /** Keeps the screen state a presenter window set last (a window opened later starts from it). */
    async saveScreen(presentationId: string, screen: TScreenShown): Promise<void> {
      await db.update(presentations).set({ screen }).where(eq(presentations.id, presentationId));
    },

    /** Stores a new one-time code (its hash) made by `sessionId` for one presentation. */
    async insertPairing(values: {
      tokenHash: string;
      presentationId: string;
      sessionId: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<TRemotePairingRow> {
      return insertRow(db, remotePairings, values);
    },

    /** A presentation's pairings, newest first. */
    async listPairings(presentationId: string): Promise<TRemotePairingRow[]> {
      return db
        .select()
        .from(remotePairings)
        .where(eq(remotePairings.presentationId, presentationId))
        .orderBy(desc(remotePairings.createdAt))
        .limit(LISTED_PAIRINGS);
    },

    /**
     * Uses a code once and gives the phone its remote session, in one transaction: the code must
     * be unused, unrevoked and unexpired, and the session that made it still signed in. Two phones
     * scanning the same code at once: the row lock lets one through. Null when the code is no good.
     */
    async redeem(input: {
      tokenHash: string;
      remoteTokenHash: string;
      now: Date;
      ttlMs: number;
    }): Promise<{ presentationId: string; expiresAt: Date } | null> {
      return db.transaction(async (tx) => {
        const [pairing] = await tx
          .update(remotePairings)
          .set({ usedAt: input.now })
          .where(
            and(
              eq(remotePairings.tokenHash, input.tokenHash),
              isNull(remotePairings.usedAt),
              isNull(remotePairings.revokedAt),
              gt(remotePairings.expiresAt, input.now),
            ),
          )
          .returning();
        if (!pairing) return null;
        const [maker] = await tx
          .select()
          .from(sessions)
          .where(and(eq(sessions.id, pairing.sessionId), gt(sessions.expiresAt, input.now)));
        if (!maker) return null;
        const latest = input.now.getTime() + input.ttlMs;
        const expiresAt = new Date(Math.min(latest, maker.expiresAt.getTime()));
        const [remote] = await tx
          .insert(sessions)
          .values({
            userId: maker.userId,
            tokenHash: input.remoteTokenHash,
            expiresAt,
            scopePresentationId: pairing.presentationId,
            parentSessionId: maker.id,
          })
          .returning({ id: sessions.id });
        await tx
          .update(remotePairings)
          .set({ remoteSessionId: expectRow(remote).id })
          .where(eq(remotePairings.id, pairing.id));
        return { presentationId: pairing.presentationId, expiresAt };
      });
    },

    /**
     * Revokes a pairing of the presentation: unused, its code is dead; used, its remote's session
     * is deleted (signed out). The remote session's id for disconnecting its sockets; null when
     * there was none; undefined when the pairing is not this presentation's.
     */
    async revoke(
      presentationId: string,
      pairingId: string,
      now: Date,
    ): Promise<string | null | undefined> {
      return db.transaction(async (tx) => {
        const row = await findRow(
          asDatabase(tx),
          remotePairings,
          and(eq(remotePairings.id, pairingId), eq(remotePairings.presentationId, presentationId)),
          true,
        );
        if (!row) return undefined;
        await tx
          .update(remotePairings)
          .set({ revokedAt: row.revokedAt ?? now })
          .where(eq(remotePairings.id, row.id));
        if (row.remoteSessionId)
          await tx.delete(sessions).where(eq(sessions.id, row.remoteSessionId));
        return row.remoteSessionId;
      });
    },

    /**
     * A remote unpairs itself: its pairing is revoked and its session deleted. False when the
     * session is no remote of this presentation.
     */
    async revokeBySession(presentationId: string, sessionId: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(remotePairings)
          .set({ revokedAt: now })
          .where(
            and(
              eq(remotePairings.remoteSessionId, sessionId),
              eq(remotePairings.presentationId, presentationId),
            ),
          )
          .returning({ id: remotePairings.id });
        if (!row) return false;
        await tx.delete(sessions).where(eq(sessions.id, sessionId));
        return true;
      });
    },
  };
}

export type TControlRepository = ReturnType<typeof createControlRepository>;
