import type { TOrganisation } from '@crowdeck/core';
import { useTranslation } from '../../i18n/i18n';
import { SectionCard } from '../../components/section-card';

/** The organisation at a glance: the caller's role, the plan and its audience limit. */
export function OrganisationSummary({ organisation }: { organisation: TOrganisation }) {
  const { t } = useTranslation();
  return (
    <SectionCard id="organisation-summary" label={t('organisation.summaryTitle')}>
      <dl className="facts">
        <div className="facts__row">
          <dt>{t('organisation.yourRole')}</dt>
          <dd>
            <span className="badge" data-testid="organisation-role">
              {t(`organisation.role.${organisation.role}`)}
            </span>
          </dd>
        </div>
        <div className="facts__row">
          <dt>{t('organisation.plan')}</dt>
          <dd data-testid="organisation-plan">
            {organisation.plan ? t(`plan.name.${organisation.plan}`) : t('organisation.planNone')}
          </dd>
        </div>
        {organisation.audienceLimit !== null && (
          <div className="facts__row">
            <dt>{t('organisation.audienceLimit')}</dt>
            <dd data-testid="organisation-audience">
              {t('subscription.audienceCount', { count: organisation.audienceLimit })}
            </dd>
          </div>
        )}
      </dl>
      <p className="section-card__text">{t('organisation.rolesHint')}</p>
    </SectionCard>
  );
}
