import type { TPresenterKey } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/i18n';
import type { TSaveStatus } from '../../editor/autosave/save-queue';

const TEXT_KEY: Record<TSaveStatus, TPresenterKey> = {
  idle: 'editor.saved',
  saved: 'editor.saved',
  saving: 'editor.saving',
  failed: 'editor.failed',
};

/** "Saving…", "All changes saved" or "Couldn't save — retrying" with a Retry button. */
export function SaveIndicator({ status, onRetry }: { status: TSaveStatus; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={`save-indicator save-indicator--${status}`}>
      <span role="status" aria-live="polite" className="save-indicator__text">
        <span className="save-indicator__dot" aria-hidden="true" />
        {t(TEXT_KEY[status])}
      </span>
      {status === 'failed' && (
        <button type="button" className="button button--secondary button--small" onClick={onRetry}>
          {t('editor.retryNow')}
        </button>
      )}
    </div>
  );
}
