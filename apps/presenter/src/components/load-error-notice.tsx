import { type TPresenterKey, useTranslation } from '../i18n/i18n';
import { useErrorMessage } from '../i18n/use-error-message';
import { RetryButton } from './load-status';

/**
 * Shown when a query could not be loaded (the profile, a report): the text of `titleKey`, why,
 * and a button that reads the query again.
 */
export function LoadErrorNotice({
  titleKey,
  query,
}: {
  titleKey: TPresenterKey;
  query: { error: unknown; refetch: () => unknown };
}) {
  const { t } = useTranslation();
  const message = useErrorMessage(query.error);
  return (
    <div className="notice notice--error" role="alert">
      <p>
        <strong>{t(titleKey)}</strong> {message}
      </p>
      <RetryButton query={query} className="button button--secondary button--small">
        {t('home.retry')}
      </RetryButton>
    </div>
  );
}
