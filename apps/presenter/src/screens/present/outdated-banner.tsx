import { useTranslation } from '../../i18n/i18n';
import { usePresenterStore } from '../../state/presenter-store';
import { ActionButton } from '../../components/action-button';

/**
 * Shown when the server refused this page's socket protocol (an upgrade while it was open). The
 * presenter chooses when to reload (never in the middle of a sentence); nothing is lost by it.
 */
export function OutdatedBanner() {
  const { t } = useTranslation();
  const outdated = usePresenterStore((state) => state.socketConnectStatus === 'outdated');
  if (!outdated) return null;
  return (
    <div className="outdated-banner" role="alert">
      <p>{t('present.outdated.message')}</p>
      <ActionButton
        look="primary"
        className="button--small"
        onClick={() => window.location.reload()}
      >
        {t('present.outdated.reload')}
      </ActionButton>
    </div>
  );
}
