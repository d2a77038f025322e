import { useId, useState } from 'react';
import { AUDIT_ACTIONS, type TAuditAction } from '@crowdeck/core';
import { useAuditLog } from '../../../api/audit';
import { AppShell } from '../../../components/app-shell';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { OrganisationNav } from '../organisation-nav';
import { AuditTable } from './audit-table';
import { FormField } from '../../../components/form-field';
import { OptionalChoiceSelect } from '../../../components/choice-select';
import { LoadStatus } from '../../../components/load-status';

/**
 * Owners and admins: the organisation's audit log, newest first, filtered by action, a page at a
 * time (anyone else gets the server's 404, shown as the load error).
 */
export function AuditScreen() {
  const { t } = useTranslation();
  const filterId = useId();
  const [action, setAction] = useState<TAuditAction | null>(null);
  const log = useAuditLog(action);
  const errorText = useErrorMessage(log.error);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <AppShell>
      <h1 className="page__title">{t('audit.title')}</h1>
      <OrganisationNav />
      <p className="section-card__text">{t('audit.intro')}</p>
      <div className="audit-filter">
        <FormField label={t('audit.filterLabel')} id={filterId} className="field--inline">
          {(control) => (
            <OptionalChoiceSelect
              {...control}
              className="field__input"
              blank={t('audit.filterAll')}
              choices={AUDIT_ACTIONS}
              value={action}
              label={(value) => t(`audit.action.${value}`)}
              onChange={setAction}
            />
          )}
        </FormField>
      </div>
      <LoadStatus
        query={log}
        failure={t('audit.loadFailed', { reason: errorText })}
        retryLabel={t('audit.retry')}
      />
      {log.isSuccess && entries.length === 0 && (
        <p className="audit-empty">{action ? t('audit.emptyFiltered') : t('audit.empty')}</p>
      )}
      {entries.length > 0 && <AuditTable entries={entries} />}
      {log.hasNextPage && (
        <button
          type="button"
          className="button button--secondary audit-more"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? t('audit.loadingMore') : t('audit.loadMore')}
        </button>
      )}
    </AppShell>
  );
}
