import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The page a QR code opens. Joining a live session arrives with the live-session work. */
export default function SessionScreen(): ReactNode {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  return (
    <main className="card">
      <p className="brand">{t('brand')}</p>
      <h1>{t('session.title', { code })}</h1>
      <p className="lead" role="status">
        {t('session.unavailable')}
      </p>
      <Link to="/">{t('session.back')}</Link>
    </main>
  );
}
