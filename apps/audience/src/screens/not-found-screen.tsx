import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Any other address. */
export default function NotFoundScreen(): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="page-center">
      <main className="card">
        <h1>{t('notFound.title')}</h1>
        <Link to="/">{t('notFound.back')}</Link>
      </main>
    </div>
  );
}
