import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import type { TPresentation, TSlide } from '@crowdeck/core';
import { ContentTab } from './content-tab';
import { DesignTab } from './design-tab';
import { usePresenterStore } from '../../state/presenter-store';
import { Tab, TabList, TabPanel, Tabs } from '../../components/tabs';

const TABS = ['content', 'design'] as const;
type TTab = (typeof TABS)[number];

/** The right column: ARIA tabs "Content" (the default) and "Design". */
export function SidePanel({ deck, slide }: { deck: TPresentation; slide: TSlide }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TTab>('content');
  const isAddingSlide = usePresenterStore((state) => state.isAddingSlide);
  // A deck shared to view: the fields show its settings, none can be changed.
  const isViewer = deck.access === 'viewer';
  return (
    <aside className="side-panel" aria-label={t('editor.panelLabel')}>
      <Tabs tabs={TABS} selected={tab} onSelect={setTab}>
        <TabList label={t('editor.panelLabel')} className="panel-tabs">
          {TABS.map((name) => (
            <Tab key={name} id={name} className="panel-tabs__tab">
              {t(name === 'content' ? 'editor.tabContent' : 'editor.tabDesign')}
            </Tab>
          ))}
        </TabList>
        {TABS.map((name) => (
          <TabPanel key={name} id={name} className="side-panel__body">
            {isAddingSlide && (
              <p className="side-panel__waiting" role="status">
                {t('editor.addingSlide')}
              </p>
            )}
            {/* Locked while a new slide is on its way, so no keystroke lands on the previous one. */}
            {/* Read-only, nothing inside takes focus: this does, so the panel scrolls by keyboard. */}
            <div tabIndex={isViewer ? 0 : undefined}>
              <fieldset
                className="side-panel__fields"
                disabled={isAddingSlide || isViewer}
                aria-busy={isAddingSlide}
              >
                {name === 'content' ? (
                  <ContentTab key={slide.id} slide={slide} />
                ) : (
                  <DesignTab deck={deck} />
                )}
              </fieldset>
            </div>
          </TabPanel>
        ))}
      </Tabs>
    </aside>
  );
}
