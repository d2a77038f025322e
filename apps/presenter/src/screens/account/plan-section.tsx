import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { FactRow } from '../../components/fact-row';
import { Link } from 'react-router';
import { toast } from '../../components/toasts';
import { toPlanId, type TSubscription, type TUser } from '@crowdeck/core';
import { useEndSandboxPeriod, useStopRenew, useSubscription } from '../../api/use-billing';
import { ConfirmModal } from '../../components/confirm-modal';
import { FormAlert } from '../../components/form-alert';
import { useRefusalMessage } from '../../i18n/use-refusal-message';
import { formatDate } from '../../lib/dates';
import { SubscriptionFacts } from './subscription-facts';
import { BusyButton } from '../../components/busy-button';
import { SectionCard } from '../../components/section-card';
import { LoadStatus } from '../../components/load-status';
import { ActionButton } from '../../components/action-button';

/** The user's plan and subscription: renewal or end date, payment state, stop-renew, test clock. */
export function PlanSection({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const subscription = useSubscription();
  const loadError = useRefusalMessage(subscription.error);

  return (
    <SectionCard id="plan" label={t('account.planTitle')}>
      <LoadStatus
        query={subscription}
        failure={t('subscription.loadFailed', { reason: loadError })}
        retryLabel={t('subscription.retry')}
      />
      {subscription.data && <SubscriptionFacts subscription={subscription.data} />}
      <dl className="facts">
        {!subscription.data && (
          <FactRow term={t('account.planCurrent')}>
            <span className="badge">{t(`plan.name.${toPlanId(user.plan)}`)}</span>
          </FactRow>
        )}
        <FactRow term={t('account.memberSince')}>
          <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
        </FactRow>
      </dl>
      {subscription.data && <PlanActions subscription={subscription.data} />}
    </SectionCard>
  );
}

function PlanActions({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const stop = useStopRenew();
  const endPeriod = useEndSandboxPeriod();
  const failureText = useRefusalMessage(stop.error ?? endPeriod.error);
  const canStop = subscription.renews && subscription.plan !== 'free';
  const hasPeriod = subscription.currentPeriodEnd !== null && subscription.plan !== 'free';
  const date = formatDate(subscription.currentPeriodEnd);

  return (
    <>
      <FormAlert message={failureText} />
      <div className="plan-actions">
        <Link to="/pricing" className="button button--secondary">
          {subscription.status === 'ending'
            ? t('subscription.resubscribe')
            : t('account.seePricing')}
        </Link>
        {canStop && (
          <ActionButton look="danger" onClick={() => setIsConfirming(true)}>
            {t('subscription.stopRenew')}
          </ActionButton>
        )}
      </div>
      {subscription.testMode && hasPeriod && (
        <div className="test-clock">
          <p className="field__hint">{t('subscription.testClockHint')}</p>
          <BusyButton
            className="button button--secondary button--small"
            isBusy={endPeriod.isPending}
            onClick={() =>
              endPeriod.mutate(undefined, {
                onSuccess: (next) =>
                  toast.success(
                    t('subscription.testClockDone', { plan: t(`plan.name.${next.plan}`) }),
                  ),
              })
            }
          >
            {endPeriod.isPending ? t('subscription.working') : t('subscription.testClock')}
          </BusyButton>
        </div>
      )}
      {isConfirming && (
        <ConfirmModal
          title={t('subscription.stopTitle')}
          body={t('subscription.stopBody', { plan: t(`plan.name.${subscription.plan}`), date })}
          confirmLabel={stop.isPending ? t('subscription.working') : t('subscription.stopConfirm')}
          isBusy={stop.isPending}
          onClose={() => setIsConfirming(false)}
          onConfirm={() =>
            stop.mutate(undefined, {
              onSuccess: (next) => {
                setIsConfirming(false);
                toast.success(
                  t('subscription.stopped', { date: formatDate(next.currentPeriodEnd) }),
                );
              },
              onError: () => setIsConfirming(false),
            })
          }
        />
      )}
    </>
  );
}
