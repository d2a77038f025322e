import type { ReactNode } from 'react';
import { Link } from '../app/location';
import { useTranslation } from '../i18n';

/** Any other address. */
export default function NotFoundScreen(): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="page-center">
      <main className="card">
        <h1>{t('notFound.title')}</h1>
        <Link href="/">{t('notFound.back')}</Link>
      </main>
    </div>
  );
}
