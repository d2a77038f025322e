import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { expectRow } from '../../db/expect-row';
import { organisations, type TOrganisationRow } from '../../db/schema/index';
import { insertAuditEntry, type TAuditDraft } from '../audit/audit.repository';

/**
 * Changes an organisation's settings and writes the change's audit entry (when given) in the same
 * transaction: an administrator's change is never saved without its record, nor recorded unsaved.
 */
export async function updateOrganisationAudited(
  db: TDatabase,
  organisationId: string,
  values: Partial<Omit<typeof organisations.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>,
  audit?: TAuditDraft,
): Promise<TOrganisationRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(organisations)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(organisations.id, organisationId))
      .returning();
    if (audit) await insertAuditEntry(tx, audit);
    return expectRow(row);
  });
}
