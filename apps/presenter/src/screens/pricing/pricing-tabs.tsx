import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/i18n';
import type { TPricingTab } from '@crowdeck/core';
import { getTabIndexForKey, PRICING_TABS } from './pricing-logic';

interface TPricingTabsProps {
  selected: TPricingTab;
  onSelect: (tab: TPricingTab) => void;
  /** Id of the tab panel the tabs control. */
  panelId: string;
  idPrefix: string;
}

/** The Monthly / Half-Yearly switch: an ARIA tab list, arrow keys move and select. */
export function PricingTabs({ selected, onSelect, panelId, idPrefix }: TPricingTabsProps) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = PRICING_TABS.indexOf(selected);
    const next = getTabIndexForKey(event.key, current, PRICING_TABS.length);
    if (next === null) return;
    event.preventDefault();
    const tab = PRICING_TABS[next];
    if (!tab) return;
    onSelect(tab);
    refs.current[next]?.focus();
  };

  return (
    <div className="tabs" role="tablist" aria-label={t('pricing.tabsLabel')} onKeyDown={onKeyDown}>
      {PRICING_TABS.map((tab, index) => {
        const isSelected = tab === selected;
        return (
          <button
            key={tab}
            ref={(element) => {
              refs.current[index] = element;
            }}
            id={`${idPrefix}-${tab}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab)}
          >
            {t(`pricing.tab.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}
