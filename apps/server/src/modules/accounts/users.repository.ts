import { eq } from 'drizzle-orm';
import type { TAppLanguage } from '@crowdeck/core';
import type { TDatabase } from '../../db/client';
import { mapUniqueViolation } from '../../db/errors';
import { users, type TUserRow } from '../../db/schema';
import { insertRow, updateRowById } from '../../db/queries';
import {
  organisationJoins,
  organisationPlanColumns,
  withOrganisationPlan,
} from '../../db/organisation-plan';

/** Thrown when an insert or update would give two accounts the same email. */
export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
}

/** SQL on the users table. */
export function createUsersRepository(db: TDatabase) {
  return {
    /** The user with this id, or null. */
    async findById(id: string): Promise<TUserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    /** The user with this (already lower-cased) email (their organisation's plan applied), or null. */
    async findByEmail(email: string): Promise<TUserRow | null> {
      const [row] = await db
        .select({ user: users, ...organisationPlanColumns })
        .from(users)
        .leftJoin(...organisationJoins.members)
        .leftJoin(...organisationJoins.organisations)
        .where(eq(users.email, email));
      return row ? withOrganisationPlan(row.user, row) : null;
    },

    /** Records a sign-in (shown in the organisation's members list). */
    async touchSignIn(id: string): Promise<void> {
      await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, id));
    },

    /** Inserts a user; throws EmailTakenError when the email exists (also under a race). */
    async insert(values: { name: string; email: string; passwordHash: string }): Promise<TUserRow> {
      return mapUniqueViolation(
        () => insertRow(db, users, values),
        () => new EmailTakenError(),
      );
    },

    /** Changes name and/or email; throws EmailTakenError when the email belongs to someone else. */
    async updateProfile(
      id: string,
      changes: { name?: string; email?: string; language?: TAppLanguage | null },
    ): Promise<TUserRow> {
      return mapUniqueViolation(
        () => updateRowById(db, users, id, changes),
        () => new EmailTakenError(),
      );
    },
  };
}

export type TUsersRepository = ReturnType<typeof createUsersRepository>;
