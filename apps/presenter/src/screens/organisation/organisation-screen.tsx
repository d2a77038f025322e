import { Link } from 'react-router';
import { canManageOrganisation } from '@crowdeck/core';
import { useOrganisation } from '../../api/use-organisation';
import { AppShell } from '../../components/app-shell';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { useTranslation } from '../../i18n/i18n';
import { useErrorMessage } from '../../i18n/use-error-message';
import { InvitationsSection } from './invitations-section';
import { InviteForm } from './invite-form';
import { LeaveSection } from './leave-section';
import { MembersSection } from './members-section';
import { OrganisationNav } from './organisation-nav';
import { OrganisationSummary } from './organisation-summary';
import { RetentionSection } from '../account/retention-section';
import { RetryButton } from '../../components/load-status';
import { EmptyState } from '../../components/titled-section';

/**
 * The organisation page: what everyone sees (name, role, plan, audience limit, Leave) and, for
 * owners and admins, its members, an invite form and the pending invitations.
 */
export function OrganisationScreen() {
  const { t } = useTranslation();
  const query = useOrganisation();
  const loadError = useErrorMessage(query.error);
  const organisation = query.data;

  if (query.isPending) {
    return (
      <AppShell>
        <PageLoader inline />
      </AppShell>
    );
  }
  if (query.isError) {
    return (
      <AppShell>
        <h1 className="page__title">{t('title.organisation')}</h1>
        <FormAlert message={t('organisation.loadFailed', { reason: loadError })} />
        <RetryButton query={query}>{t('organisation.retry')}</RetryButton>
      </AppShell>
    );
  }
  if (!organisation) {
    return (
      <AppShell>
        <EmptyState id="no-organisation" level={1} label={t('organisation.noneTitle')}>
          <p className="empty-state__body">{t('organisation.noneBody')}</p>
          <Link to="/account" className="button button--secondary">
            {t('organisation.noneAction')}
          </Link>
        </EmptyState>
      </AppShell>
    );
  }

  const manages = canManageOrganisation(organisation.role);
  return (
    <AppShell>
      <p className="page__eyebrow">{t('organisation.eyebrow')}</p>
      <h1 dir="auto" className="page__title">
        {organisation.name}
      </h1>
      {/* Every page of the area is for those who manage it; members have this one only. */}
      {manages && <OrganisationNav />}
      <div className="organisation-layout">
        <OrganisationSummary organisation={organisation} />
        {manages && <InviteForm callerRole={organisation.role} />}
        {manages && <MembersSection organisation={organisation} />}
        {manages && <InvitationsSection />}
        <RetentionSection scope="organisation" canChange={manages} />
        <LeaveSection organisation={organisation} />
      </div>
    </AppShell>
  );
}
