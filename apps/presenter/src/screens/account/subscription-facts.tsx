import { useTranslation } from '../../i18n/i18n';
import type { TSubscription } from '@crowdeck/core';
import { formatDate } from '../../lib/dates';

/** Plan name, status, renewal or end date, payment state, test mode and audience limit. */
export function SubscriptionFacts({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation();
  const date = formatDate(subscription.currentPeriodEnd);
  const isPaidPeriod = subscription.plan !== 'free' && date !== '';

  return (
    <>
      {subscription.paymentState === 'failed' && (
        <p className="notice notice--warning" role="alert">
          {t('subscription.paymentFailed', { date })}
        </p>
      )}
      <dl className="facts">
        <div className="facts__row">
          <dt>{t('account.planCurrent')}</dt>
          <dd className="facts__badges">
            <span className="badge" data-testid="current-plan">
              {t(`plan.name.${subscription.plan}`)}
            </span>
            {subscription.testMode && subscription.plan !== 'free' && (
              <span className="badge badge--warning">{t('subscription.testMode')}</span>
            )}
          </dd>
        </div>
        {subscription.plan !== 'free' && (
          <div className="facts__row">
            <dt>{t('subscription.status')}</dt>
            <dd>{t(`subscription.status.${subscription.status}`)}</dd>
          </div>
        )}
        {isPaidPeriod && (
          <div className="facts__row">
            <dt>
              {subscription.renews ? t('subscription.nextRenewal') : t('subscription.endsTitle')}
            </dt>
            <dd data-testid="plan-period">
              {subscription.renews
                ? t('subscription.renewsOn', { date })
                : t('subscription.endsOn', { date })}
            </dd>
          </div>
        )}
        {subscription.plan !== 'free' && (
          <div className="facts__row">
            <dt>{t('subscription.payment')}</dt>
            <dd>{t(`subscription.paymentState.${subscription.paymentState}`)}</dd>
          </div>
        )}
        <div className="facts__row">
          <dt>{t('subscription.audienceLimit')}</dt>
          <dd>{t('subscription.audienceCount', { count: subscription.audienceLimit })}</dd>
        </div>
      </dl>
    </>
  );
}
