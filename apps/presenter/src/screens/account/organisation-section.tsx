import { Link } from 'react-router';
import { useOrganisation } from '../../api/use-organisation';
import { useTranslation } from '../../i18n/i18n';
import { SectionCard } from '../../components/section-card';

/** The user's organisation, role and its plan, with a link to its page; nothing without one. */
export function OrganisationSection() {
  const { t } = useTranslation();
  const { data: organisation } = useOrganisation();
  if (!organisation) return null;

  return (
    <SectionCard id="organisation" label={t('account.organisationTitle')}>
      <dl className="facts">
        <div className="facts__row">
          <dt>{t('account.organisationName')}</dt>
          <dd dir="auto" data-testid="account-organisation">
            {organisation.name}
          </dd>
        </div>
        <div className="facts__row">
          <dt>{t('organisation.yourRole')}</dt>
          <dd>
            <span className="badge">{t(`organisation.role.${organisation.role}`)}</span>
          </dd>
        </div>
        <div className="facts__row">
          <dt>{t('organisation.plan')}</dt>
          <dd>
            {organisation.plan ? t(`plan.name.${organisation.plan}`) : t('organisation.planNone')}
          </dd>
        </div>
      </dl>
      <Link to="/organisation" className="button button--secondary">
        {t('account.organisationOpen')}
      </Link>
    </SectionCard>
  );
}
