import type { TAuditEntry } from '@crowdeck/core';
import { useTranslation } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/dates';
import { auditActorText, auditTargetText } from './audit-entry-text';
import { DataTable } from '../../../components/data-table';

/**
 * The entries as a table (who, what, target, when); on a phone each row stacks into a card whose
 * cells name their column.
 */
export function AuditTable({ entries }: { entries: TAuditEntry[] }) {
  const { t } = useTranslation();
  const columns = {
    who: t('audit.col.who'),
    what: t('audit.col.what'),
    target: t('audit.col.target'),
    when: t('audit.col.when'),
  };
  return (
    <DataTable
      className="audit-table"
      caption={t('audit.caption')}
      headings={[columns.who, columns.what, columns.target, columns.when]}
    >
      {entries.map((entry) => {
        const target = auditTargetText(t, entry);
        return (
          <tr key={entry.id}>
            <th scope="row" data-label={columns.who}>
              <bdi>{auditActorText(t, entry)}</bdi>
            </th>
            <td data-label={columns.what}>{t(`audit.action.${entry.action}`)}</td>
            <td data-label={columns.target}>
              <bdi className="audit-table__name">{target.name}</bdi>
              {target.detail && <span className="audit-table__detail">{target.detail}</span>}
            </td>
            <td data-label={columns.when}>
              <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
