import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toPlanId } from '@crowdeck/core';
import { useProfile } from '../auth/use-profile';
import { AppShell } from '../components/app-shell';
import { ProfileLoadError } from '../components/profile-load-error';

/** Home: greeting and the (for now empty) list of presentations. */
export function HomeScreen() {
  const { t } = useTranslation();
  const profile = useProfile();
  const user = profile.data;

  return (
    <AppShell>
      <p className="page__eyebrow">
        {user ? t('home.greeting', { name: user.name }) : t('home.greetingNoName')}
      </p>
      <h1 className="page__title">{t('home.title')}</h1>
      {profile.isError && !user && (
        <ProfileLoadError error={profile.error} onRetry={() => void profile.refetch()} />
      )}
      <section className="card empty-state" aria-labelledby="empty-title">
        <svg className="empty-state__art" viewBox="0 0 120 80" aria-hidden="true">
          <rect x="8" y="10" width="104" height="60" rx="8" fill="var(--color-brand-soft)" />
          <rect x="22" y="44" width="14" height="16" rx="3" fill="var(--color-brand)" />
          <rect
            x="44"
            y="32"
            width="14"
            height="28"
            rx="3"
            fill="var(--color-brand)"
            opacity=".8"
          />
          <rect
            x="66"
            y="24"
            width="14"
            height="36"
            rx="3"
            fill="var(--color-brand)"
            opacity=".6"
          />
          <rect
            x="88"
            y="38"
            width="14"
            height="22"
            rx="3"
            fill="var(--color-brand)"
            opacity=".4"
          />
        </svg>
        <h2 id="empty-title" className="empty-state__title">
          {t('home.emptyTitle')}
        </h2>
        <p className="empty-state__body">{t('home.emptyBody')}</p>
        {user && (
          <p className="empty-state__plan">
            {t('home.planLine', { plan: t(`plan.name.${toPlanId(user.plan)}`) })}{' '}
            <Link to="/pricing">{t('home.seePlans')}</Link>
          </p>
        )}
      </section>
    </AppShell>
  );
}
