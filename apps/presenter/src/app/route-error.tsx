import { useTranslation } from '../i18n/i18n';
import { useRouteError } from 'react-router';
import { ActionButton } from '../components/action-button';

/** Last-resort screen for a crash or a screen that failed to download (e.g. after an update). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <main id="main" className="page">
      <section className="card message-card" role="alert">
        <h1 className="message-card__title">{t('errors.pageTitle')}</h1>
        <p className="message-card__body">{t('errors.pageBody')}</p>
        <div className="message-card__actions">
          <ActionButton look="primary" onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </ActionButton>
        </div>
      </section>
    </main>
  );
}
