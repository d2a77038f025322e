import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { claimOutdatedReload } from '../../lib/outdated-reload';
import { StatusCard } from './status-card';

/** How long the notice shows before the page reloads itself (so the person sees why). */
const RELOAD_AFTER_MS = 1_500;

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The server speaks a newer protocol than this page: reload. Safe on a phone, which resumes as
 * the same participant from its stored token; done once by itself, then by the person's tap.
 */
export function OutdatedNotice(): ReactNode {
  const { t } = useTranslation();
  const [automatic] = useState(() => claimOutdatedReload(sessionStorageOrNull()));
  useEffect(() => {
    if (!automatic) return;
    const timer = setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [automatic]);
  return (
    <StatusCard
      tone="info"
      onRetry={() => window.location.reload()}
      retryLabel={t('session.reload')}
    >
      {automatic ? t('session.outdated') : t('session.outdatedManual')}
    </StatusCard>
  );
}
