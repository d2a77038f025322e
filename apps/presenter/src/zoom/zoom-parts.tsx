import { INTEGRATIONS_ROUTE } from '@crowdeck/core';
import { zoomI18n } from './zoom-messages';

const { useTranslation } = zoomI18n;

/** Waiting for Zoom (at most ZOOM_CONNECT_TIMEOUT_MS). */
export function Connecting() {
  const { t } = useTranslation();
  return (
    <div className="page-loader page-loader--inline" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="page-loader__text">{t('zoom.starting')}</span>
    </div>
  );
}

/** Outside Zoom, or outside a meeting: what the page is, and where to go. */
export function Elsewhere({ text, appUrl }: { text: string; appUrl: string }) {
  const { t } = useTranslation();
  return (
    <div className="zoom__elsewhere">
      <h1 className="zoom__title">{t('zoom.title')}</h1>
      <p>{text}</p>
      <div className="zoom__row">
        <a className="button button--primary" href={appUrl} target="_blank" rel="noopener">
          {t('zoom.outside.open')}
        </a>
        <a
          className="button"
          href={`${appUrl}${INTEGRATIONS_ROUTE}`}
          target="_blank"
          rel="noopener"
        >
          {t('zoom.outside.install')}
        </a>
      </div>
    </div>
  );
}
