import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toPlanId, type TUser } from '@crowdeck/core';
import { formatDate } from '../../lib/dates';

/** The user's plan by display name, the member-since date and a link to pricing. */
export function PlanSection({ user }: { user: TUser }) {
  const { t } = useTranslation();
  return (
    <section className="card section-card" aria-labelledby="plan-title">
      <h2 id="plan-title" className="section-card__title">
        {t('account.planTitle')}
      </h2>
      <dl className="facts">
        <div className="facts__row">
          <dt>{t('account.planCurrent')}</dt>
          <dd>
            <span className="badge">{t(`plan.name.${toPlanId(user.plan)}`)}</span>
          </dd>
        </div>
        <div className="facts__row">
          <dt>{t('account.memberSince')}</dt>
          <dd>
            <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <Link to="/pricing" className="button button--secondary">
        {t('account.seePricing')}
      </Link>
    </section>
  );
}
