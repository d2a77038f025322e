import { useTranslation } from '../../i18n/i18n';
import { useErrorMessage } from '../../i18n/use-error-message';

/** A report that could not be loaded: why, and a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = useErrorMessage(error);
  return (
    <div className="notice notice--error" role="alert">
      <p>
        <strong>{t('reports.loadError')}</strong> {message}
      </p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        {t('home.retry')}
      </button>
    </div>
  );
}
