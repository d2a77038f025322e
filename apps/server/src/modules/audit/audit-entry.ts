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

/**
 * A value's comparable form: object keys sorted, null and missing keys dropped, an empty object
 * the same as null (a theme saved with every field empty is no change from none).
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== null && inner !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, inner]) => [key, canonical(inner)]);
    return entries.length === 0 ? null : Object.fromEntries(entries);
  }
  return value ?? null;
}

/** The names of the fields whose values differ between `before` and `after` (never the values). */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): string[] {
  return Object.keys(after).filter(
    (key) =>
      after[key] !== undefined &&
      JSON.stringify(canonical(after[key])) !== JSON.stringify(canonical(before[key])),
  );
}
