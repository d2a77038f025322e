import type { TAuditAction, TAuditDetails, TAuditTargetType } from '@crowdeck/core';
import type { TAuthContext } from '../accounts/auth.service';
import type { TAuditDraft } from './audit.repository';

export type { TAuditDraft, TAuditEvent } from './audit.repository';

/** The label of changes the operator made (no account of the organisation acted). */
export const OPERATOR_ACTOR_LABEL = 'operator';

/** An entry of `organisationId` by the signed-in caller, their address kept as the label. */
export function auditBy(
  auth: Pick<TAuthContext, 'user'>,
  organisationId: string,
  action: TAuditAction,
  target: { type: TAuditTargetType; id: string | null },
  details: TAuditDetails = {},
): TAuditDraft {
  return {
    organisationId,
    actorUserId: auth.user.id,
    actorLabel: auth.user.email,
    action,
    targetType: target.type,
    targetId: target.id,
    details,
  };
}

/** The names of the fields whose values differ between `before` and `after` (never the values). */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): string[] {
  return Object.keys(after).filter(
    (key) =>
      after[key] !== undefined &&
      JSON.stringify(after[key]) !== JSON.stringify(before[key] ?? null),
  );
}
