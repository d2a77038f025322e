import type { TContactRequest } from '@crowdeck/core';
import type { TDatabase } from '../../db/client';
import { contactRequests } from '../../db/schema';
import { expectRow } from '../../db/expect-row';

/** SQL of Custom-plan contact requests. */
export function createContactRepository(db: TDatabase) {
  return {
    /** Stores a request; answers its id. */
    async insert(userId: string | null, request: TContactRequest): Promise<string> {
      const [row] = await db
        .insert(contactRequests)
        .values({
          userId,
          name: request.name,
          email: request.email,
          company: request.company || null,
          audienceSize: request.audienceSize ?? null,
          message: request.message,
        })
        .returning({ id: contactRequests.id });
      return expectRow(row).id;
    },
  };
}

export type TContactRepository = ReturnType<typeof createContactRepository>;
