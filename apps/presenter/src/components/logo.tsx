import { Link } from 'react-router';
import { useTranslation } from '../i18n/i18n';

/** The Crowdeck mark and word, linking to the home page. */
export function Logo({ to = '/home' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="logo" aria-label={t('nav.home')}>
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M9 20.5h3V14H9zm5.5 0h3V10h-3zm5.5 0h3v-8.5h-3z" fill="#fff" />
      </svg>
      <span className="logo__word">{t('app.name')}</span>
    </Link>
  );
}
