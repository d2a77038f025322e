import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
} from 'react-aria-components';

interface TTabsProps<TTab extends string> {
  /** Every tab's key, in order. */
  tabs: readonly TTab[];
  selected: TTab;
  onSelect: (tab: TTab) => void;
  children: ReactNode;
}

/**
 * React Aria's tabs: arrow keys (mirrored right to left), Home and End move and select, each tab
 * names its panel. The wrapper draws no box of its own, so the tab list and the panel can sit
 * anywhere in the layout below it.
 */
export function Tabs<TTab extends string>({
  tabs,
  selected,
  onSelect,
  children,
}: TTabsProps<TTab>) {
  return (
    <AriaTabs
      className="tabs-root"
      selectedKey={selected}
      onSelectionChange={(key) => {
        const tab = tabs.find((item) => item === key);
        if (tab) onSelect(tab);
      }}
    >
      {children}
    </AriaTabs>
  );
}

/** The row of tabs; `label` names it for screen readers. */
export function TabList({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <AriaTabList aria-label={label} className={className}>
      {children}
    </AriaTabList>
  );
}

/** A tab or its panel: its key in the Tabs' `tabs`, its class and its content. */
interface TTabPartProps {
  id: string;
  className: string;
  children: ReactNode;
}

/** One tab; `id` is its key in the Tabs' `tabs`. */
export function Tab({ id, className, children }: TTabPartProps) {
  return (
    <AriaTab id={id} className={className}>
      {children}
    </AriaTab>
  );
}

/** The panel of the tab with the same `id`; drawn only while that tab is selected. */
export function TabPanel({ id, className, children }: TTabPartProps) {
  return (
    <AriaTabPanel id={id} className={className}>
      {children}
    </AriaTabPanel>
  );
}
