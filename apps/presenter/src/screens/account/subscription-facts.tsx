import { useTranslation } from '../../i18n/i18n';
import type { TSubscription } from '@crowdeck/core';
import { formatDate } from '../../lib/dates';
import { FactRow } from '../../components/fact-row';

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
        <FactRow term={t('account.planCurrent')} className="facts__badges">
          <span className="badge" data-testid="current-plan">
            {t(`plan.name.${subscription.plan}`)}
          </span>
          {subscription.testMode && subscription.plan !== 'free' && (
            <span className="badge badge--warning">{t('subscription.testMode')}</span>
          )}
        </FactRow>
        {subscription.plan !== 'free' && (
          <FactRow term={t('subscription.status')}>
            {t(`subscription.status.${subscription.status}`)}
          </FactRow>
        )}
        {isPaidPeriod && (
          <FactRow
            term={subscription.renews ? t('subscription.nextRenewal') : t('subscription.endsTitle')}
            testId="plan-period"
          >
            {subscription.renews
              ? t('subscription.renewsOn', { date })
              : t('subscription.endsOn', { date })}
          </FactRow>
        )}
        {subscription.plan !== 'free' && (
          <FactRow term={t('subscription.payment')}>
            {t(`subscription.paymentState.${subscription.paymentState}`)}
          </FactRow>
        )}
        <FactRow term={t('subscription.audienceLimit')}>
          {t('subscription.audienceCount', { count: subscription.audienceLimit })}
        </FactRow>
      </dl>
    </>
  );
}
