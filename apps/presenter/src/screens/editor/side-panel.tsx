import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/i18n';
import type { TPresentation, TSlide } from '@crowdeck/core';
import { ContentTab } from './content-tab';
import { DesignTab } from './design-tab';
import { usePresenterStore } from '../../state/presenter-store';

const TABS = ['content', 'design'] as const;
type TTab = (typeof TABS)[number];

/** The right column: ARIA tabs "Content" (the default) and "Design". */
export function SidePanel({ deck, slide }: { deck: TPresentation; slide: TSlide }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TTab>('content');
  const isAddingSlide = usePresenterStore((state) => state.isAddingSlide);
  const tabRefs = useRef<Record<TTab, HTMLButtonElement | null>>({ content: null, design: null });

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length] as TTab;
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <aside className="side-panel" aria-label={t('editor.panelLabel')}>
      <div
        className="panel-tabs"
        role="tablist"
        aria-label={t('editor.panelLabel')}
        onKeyDown={onKeyDown}
      >
        {TABS.map((name) => (
          <button
            key={name}
            ref={(node) => {
              tabRefs.current[name] = node;
            }}
            type="button"
            role="tab"
            id={`panel-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="panel-tabs__tab"
            onClick={() => setTab(name)}
          >
            {t(name === 'content' ? 'editor.tabContent' : 'editor.tabDesign')}
          </button>
        ))}
      </div>
      <div
        className="side-panel__body"
        role="tabpanel"
        id={`panel-${tab}`}
        aria-labelledby={`panel-tab-${tab}`}
        tabIndex={0}
      >
        {isAddingSlide && (
          <p className="side-panel__waiting" role="status">
            {t('editor.addingSlide')}
          </p>
        )}
        {/* Locked while a new slide is on its way, so no keystroke lands on the previous one. */}
        <fieldset className="side-panel__fields" disabled={isAddingSlide} aria-busy={isAddingSlide}>
          {tab === 'content' ? (
            <ContentTab key={slide.id} slide={slide} />
          ) : (
            <DesignTab deck={deck} />
          )}
        </fieldset>
      </div>
    </aside>
  );
}
