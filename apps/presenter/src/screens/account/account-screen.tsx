import { useTranslation } from '../../i18n/i18n';
import { useLogout } from '../../auth/use-logout';
import { useProfile } from '../../auth/use-profile';
import { AppShell } from '../../components/app-shell';
import { PageLoader } from '../../components/page-loader';
import { LoadErrorNotice } from '../../components/load-error-notice';
import { AccountDataSection } from './account-data-section';
import { LanguageSection } from './language-section';
import { OrganisationSection } from './organisation-section';
import { PasswordForm } from './password-form';
import { PlanSection } from './plan-section';
import { ProfileForm } from './profile-form';
import { RetentionSection } from './retention-section';
import { BusyButton } from '../../components/busy-button';
import { SectionCard } from '../../components/section-card';

/**
 * The account page: profile, password, plan, organisation (when in one), language, how long
 * sessions are kept, the account's data (download, deletion), and sign-out.
 */
export function AccountScreen() {
  const { t } = useTranslation();
  const profile = useProfile();
  const logout = useLogout();
  const user = profile.data;

  return (
    <AppShell>
      <h1 className="page__title">{t('account.title')}</h1>
      {!user && profile.isError && <LoadErrorNotice titleKey="home.profileError" query={profile} />}
      {!user && !profile.isError && <PageLoader inline />}
      {user && (
        <div className="account-grid">
          <ProfileForm key={user.id} user={user} />
          <PasswordForm email={user.email} />
          <PlanSection user={user} />
          <OrganisationSection />
          <LanguageSection user={user} />
          <RetentionSection scope="account" />
          <AccountDataSection email={user.email} />
          <SectionCard id="session" label={t('account.sessionTitle')}>
            <p className="section-card__text">{t('account.logoutHint')}</p>
            <BusyButton
              className="button button--danger"
              onClick={() => logout.mutate()}
              isBusy={logout.isPending}
            >
              {logout.isPending ? t('account.loggingOut') : t('account.logout')}
            </BusyButton>
          </SectionCard>
        </div>
      )}
    </AppShell>
  );
}
