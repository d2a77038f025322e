import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { getPlansForTab, type TPricingTab } from '@crowdeck/core';
import { usePayments, useStartCheckout, useSubscription } from '../../api/use-billing';
import { useToken } from '../../auth/use-token';
import { AppShell } from '../../components/app-shell';
import { FormAlert } from '../../components/form-alert';
import { TabPanel, Tabs } from '../../components/tabs';
import { useRefusalMessage } from '../../i18n/use-refusal-message';
import { usePlan } from '../../auth/use-profile';
import { AvailableList } from './available-list';
import { ComingSoonList } from './coming-soon-list';
import { ContactModal } from './contact-modal';
import { PlanCard } from './plan-card';
import { getPlanAction, PRICING_TABS } from './pricing-logic';
import { PricingTabs } from './pricing-tabs';
import { useContinueCheckout } from './use-continue-checkout';

/** Plans and prices under the Monthly and Half-Yearly tabs, open to visitors; Pro buttons buy. */
export function PricingScreen() {
  const { t } = useTranslation();
  const signedIn = useToken() !== null;
  const profilePlan = usePlan();
  const subscription = useSubscription();
  const checkout = useStartCheckout();
  const [isContactOpen, setIsContactOpen] = useState(false);
  const paymentsOff = usePayments().data?.payments === 'off';
  const currentPlan = subscription.data?.plan ?? profilePlan;
  const viewer = {
    signedIn,
    currentPlan,
    status: subscription.data?.status ?? null,
    canPay: !paymentsOff,
  };
  const continuing = useContinueCheckout({
    viewer,
    isReady: !signedIn || subscription.isFetched,
    start: checkout.start,
  });
  const [tab, setTab] = useState<TPricingTab>(
    continuing === 'pro-half-yearly' ? 'half-yearly' : 'monthly',
  );
  const failureText = useRefusalMessage(checkout.mutation.error);

  return (
    <AppShell wide>
      <Tabs tabs={PRICING_TABS} selected={tab} onSelect={setTab}>
        <div className="pricing-intro">
          <h1 className="page__title">{t('pricing.title')}</h1>
          <p className="page__lead">{t('pricing.subtitle')}</p>
          <PricingTabs />
        </div>
        {paymentsOff && (
          <p className="notice notice--warning pricing-notice" role="note">
            {t('pricing.paymentsOff')}
          </p>
        )}
        {checkout.pendingPlan && (
          <p className="pricing-status" role="status">
            <span className="spinner spinner--small" aria-hidden="true" />{' '}
            {t('pricing.openingCheckoutFor', { plan: t(`plan.name.${checkout.pendingPlan}`) })}
          </p>
        )}
        <FormAlert
          message={failureText ? t('pricing.checkoutFailed', { reason: failureText }) : null}
        />
        {PRICING_TABS.map((panel) => (
          <TabPanel key={panel} id={panel} className="plan-grid">
            {getPlansForTab(panel).map((plan) => (
              <PlanCard
                key={plan.type}
                plan={plan}
                action={getPlanAction(plan.type, viewer)}
                onCheckout={checkout.start}
                onContact={() => setIsContactOpen(true)}
                isPending={checkout.pendingPlan === plan.type}
                isBusy={checkout.pendingPlan !== null}
              />
            ))}
          </TabPanel>
        ))}
      </Tabs>
      <AvailableList />
      <ComingSoonList />
      {isContactOpen && <ContactModal onClose={() => setIsContactOpen(false)} />}
    </AppShell>
  );
}
