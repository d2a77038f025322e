import { useTranslation } from '../i18n/i18n';

/** The loader: a spinner and "Loading…", announced to screen readers; full page unless inline. */
export function PageLoader({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={inline ? 'page-loader page-loader--inline' : 'page-loader'}
      role="status"
      aria-live="polite"
    >
      <span className="spinner" aria-hidden="true" />
      <span className="page-loader__text">{t('app.loading')}</span>
    </div>
  );
}
