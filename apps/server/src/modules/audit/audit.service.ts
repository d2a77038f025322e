import {
  AUDIT_PAGE_SIZE,
  type TAuditEntry,
  type TAuditPage,
  type TAuditQuery,
} from '@crowdeck/core';
import { invalidField } from '../../http/api-error';
import { isUuid } from '../../lib/ids';
import { authorize, mayReadAuditLog } from '../../policies';
import type { TAuthContext } from '../accounts/auth.service';
import type { TOrganisationsRepository } from '../organisations/organisations.repository';
import type { TAuditCursor, TAuditRepository } from './audit.repository';

/** The opaque `nextCursor`: the last entry's timestamp text and id, base64url. */
export function encodeAuditCursor(cursor: TAuditCursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor back, or a 400 naming `cursor` when it was not one of ours. */
export function decodeAuditCursor(text: string): TAuditCursor {
  const [at, id, extra] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (!at || !id || extra !== undefined || !isUuid(id) || Number.isNaN(Date.parse(at))) {
    throw invalidField('cursor', 'audit.cursor.invalid');
  }
  return { at, id };
}

/** Reads an organisation's audit log for its owners and admins (the 404 for anyone else). */
export function createAuditService(deps: {
  repo: TAuditRepository;
  organisations: Pick<TOrganisationsRepository, 'membershipOf'>;
}) {
  return {
    async page(auth: TAuthContext, query: TAuditQuery): Promise<TAuditPage> {
      const { organisation } = authorize(
        await deps.organisations.membershipOf(auth.user.id),
        (membership) => mayReadAuditLog(membership, query.organisationId),
      );
      const limit = query.limit ?? AUDIT_PAGE_SIZE;
      const after = query.cursor ? decodeAuditCursor(query.cursor) : null;
      // One more than asked tells whether a next page exists.
      const rows = await deps.repo.page(organisation.id, {
        ...(query.action ? { action: query.action } : {}),
        after,
        limit: limit + 1,
      });
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return {
        entries: shown.map((row): TAuditEntry => ({
          id: row.id,
          actorUserId: row.actorUserId,
          actorLabel: row.actorLabel,
          action: row.action,
          targetType: row.targetType,
          targetId: row.targetId,
          details: row.details,
          createdAt: row.createdAt.toISOString(),
        })),
        nextCursor:
          rows.length > limit && last ? encodeAuditCursor({ at: last.cursor, id: last.id }) : null,
      };
    },
  };
}

export type TAuditService = ReturnType<typeof createAuditService>;
