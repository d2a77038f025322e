import { toPlanId, type TUser } from '@crowdeck/core';
import type { TUserRow } from '../../db/schema';

/** The user as the API shows it: no password hash, a known plan, ISO dates. */
export function toUserView(row: TUserRow): TUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    plan: toPlanId(row.plan),
    language: row.language ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
