import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPlansForTab, type TPricingTab } from '@crowdeck/core';
import { useToken } from '../../auth/use-token';
import { AppShell } from '../../components/app-shell';
import { usePresenterStore } from '../../state/presenter-store';
import { ComingSoonList } from './coming-soon-list';
import { PlanCard } from './plan-card';
import { getPlanAction } from './pricing-logic';
import { PricingTabs } from './pricing-tabs';

/** Plans and prices under the Monthly and Half-Yearly tabs, open to visitors. */
export function PricingScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TPricingTab>('monthly');
  const signedIn = useToken() !== null;
  const currentPlan = usePresenterStore((state) => state.currentPlan);
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;

  return (
    <AppShell wide>
      <div className="pricing-intro">
        <h1 className="page__title">{t('pricing.title')}</h1>
        <p className="page__lead">{t('pricing.subtitle')}</p>
        <PricingTabs selected={tab} onSelect={setTab} panelId={panelId} idPrefix={idPrefix} />
      </div>
      <div
        id={panelId}
        role="tabpanel"
        tabIndex={0}
        aria-labelledby={`${idPrefix}-${tab}`}
        className="plan-grid"
      >
        {getPlansForTab(tab).map((plan) => (
          <PlanCard
            key={plan.type}
            plan={plan}
            action={getPlanAction(plan.type, { signedIn, currentPlan })}
          />
        ))}
      </div>
      <ComingSoonList />
    </AppShell>
  );
}
