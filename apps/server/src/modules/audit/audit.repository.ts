import type { TAuditAction, TAuditDetails, TAuditTargetType } from '@crowdeck/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import {
  organisationAuditEntries,
  organisationMembers,
  users,
  type TOrganisationAuditEntryRow,
} from '../../db/schema';

/** What happened, to what: the part of an entry every recorder names. */
export interface TAuditEvent {
  action: TAuditAction;
  targetType: TAuditTargetType;
  targetId: string | null;
  details?: TAuditDetails;
}

/** An entry to write: the event, its organisation and who acted (their address at the time). */
export interface TAuditDraft extends TAuditEvent {
  organisationId: string;
  actorUserId: string | null;
  actorLabel: string;
}

/** The database or a transaction: entries are written in the transaction of the change. */
export type TAuditExecutor = Pick<TDatabase, 'insert' | 'execute'>;

/** Writes one entry (inside the caller's transaction when given one). */
export async function insertAuditEntry(executor: TAuditExecutor, draft: TAuditDraft) {
  await executor
    .insert(organisationAuditEntries)
    .values({ ...draft, details: draft.details ?? {} });
}

/**
 * Writes `event` as done by `userId` for the organisation they belong to, with their current
 * address as the label; writes nothing when they belong to none (one statement, no read first).
 */
export async function insertMemberAuditEntry(
  executor: TAuditExecutor,
  userId: string,
  event: TAuditEvent,
) {
  await executor.execute(sql`
    INSERT INTO ${organisationAuditEntries}
      (organisation_id, actor_user_id, actor_label, action, target_type, target_id, details)
    SELECT m.organisation_id, u.id, u.email, ${event.action}, ${event.targetType},
      ${event.targetId}::uuid, ${JSON.stringify(event.details ?? {})}::jsonb
    FROM ${organisationMembers} m JOIN ${users} u ON u.id = m.user_id
    WHERE m.user_id = ${userId}`);
}

/** Where a page ends: the database's own text of the last timestamp (microseconds) and id. */
export interface TAuditCursor {
  at: string;
  id: string;
}

/** SQL of the audit log: pages of an organisation's entries and the retention's purge. */
export function createAuditRepository(db: TDatabase) {
  const e = organisationAuditEntries;
  return {
    /** Records `event` by `userId` for their organisation (nothing when they belong to none). */
    async recordForMember(userId: string, event: TAuditEvent): Promise<void> {
      await insertMemberAuditEntry(db, userId, event);
    },

    /** Up to `limit` entries, newest first, after `after`, of one action when given. */
    async page(
      organisationId: string,
      options: { action?: TAuditAction; after: TAuditCursor | null; limit: number },
    ): Promise<(TOrganisationAuditEntryRow & { cursor: string })[]> {
      const { after } = options;
      return db
        .select({
          id: e.id,
          organisationId: e.organisationId,
          actorUserId: e.actorUserId,
          actorLabel: e.actorLabel,
          action: e.action,
          targetType: e.targetType,
          targetId: e.targetId,
          details: e.details,
          createdAt: e.createdAt,
          cursor: sql<string>`${e.createdAt}::text`,
        })
        .from(e)
        .where(
          and(
            eq(e.organisationId, organisationId),
            options.action ? eq(e.action, options.action) : undefined,
            after
              ? sql`(${e.createdAt}, ${e.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(e.createdAt), desc(e.id))
        .limit(options.limit);
    },

    /**
     * Deletes the entries older than their organisation's retention before `now` (organisations
     * that keep everything keep their log too); returns how many went.
     */
    async deleteExpired(now: Date): Promise<number> {
      const result = (await db.execute(sql`
        DELETE FROM organisation_audit_entries a
        USING organisations o
        WHERE o.id = a.organisation_id
          AND o.retention_days IS NOT NULL
          AND a.created_at < ${now.toISOString()}::timestamptz - make_interval(days => o.retention_days)
        RETURNING a.id`)) as unknown as { rows: unknown[] };
      return result.rows.length;
    },
  };
}

export type TAuditRepository = ReturnType<typeof createAuditRepository>;
