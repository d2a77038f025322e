import type { ReactNode } from 'react';
import { Link } from '../../app/location';
import { useTranslation } from '../../i18n';
import { BrandMark } from '../brand-mark';

/** A centred card with one plain message: joining, wrong code, ended, full, offline. */
export function StatusCard(props: {
  tone: 'info' | 'error';
  title?: string;
  showBack?: boolean;
  onRetry?: () => void;
  /** The retry button's words (default: "Try again"). */
  retryLabel?: string;
  children: ReactNode;
}): ReactNode {
  const { t } = useTranslation();
  const { tone, title, showBack, onRetry, retryLabel, children } = props;
  return (
    <div className="page-center">
      <main className="card">
        <BrandMark />
        {title ? <h1>{title}</h1> : null}
        <p
          className={tone === 'error' ? 'lead lead-error' : 'lead'}
          role={tone === 'error' ? 'alert' : 'status'}
        >
          {children}
        </p>
        {onRetry ? (
          <button type="button" onClick={onRetry}>
            {retryLabel ?? t('session.retry')}
          </button>
        ) : null}
        {showBack ? (
          <Link className="back-link" href="/">
            {t('session.back')}
          </Link>
        ) : null}
      </main>
    </div>
  );
}
