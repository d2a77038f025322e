import { useTranslation } from '../../i18n/i18n';
import { Tab, TabList } from '../../components/tabs';
import { PRICING_TABS } from './pricing-logic';

/** The Monthly / Half-Yearly switch, inside the pricing screen's Tabs. */
export function PricingTabs() {
  const { t } = useTranslation();
  return (
    <TabList label={t('pricing.tabsLabel')} className="tabs">
      {PRICING_TABS.map((tab) => (
        <Tab key={tab} id={tab} className="tabs__tab">
          {t(`pricing.tab.${tab}`)}
        </Tab>
      ))}
    </TabList>
  );
}
