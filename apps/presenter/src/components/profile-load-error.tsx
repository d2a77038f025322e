import { useTranslation } from '../i18n/i18n';
import { useErrorMessage } from '../i18n/use-error-message';

/** Shown when the profile could not be loaded: why, and a retry button. */
export function ProfileLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = useErrorMessage(error);
  return (
    <div className="notice notice--error" role="alert">
      <p>
        <strong>{t('home.profileError')}</strong> {message}
      </p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        {t('home.retry')}
      </button>
    </div>
  );
}
