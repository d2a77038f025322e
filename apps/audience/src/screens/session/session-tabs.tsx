import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';

export type TSessionTab = 'slide' | 'qa';
const TABS: readonly TSessionTab[] = ['slide', 'qa'];

/**
 * The tabs of a session with Q&A: the slide, or the questions. Arrow keys, Home and End move
 * between them (the WAI-ARIA tabs pattern); the panels are the shell's.
 */
export function SessionTabs(props: {
  tab: TSessionTab;
  onChange: (tab: TSessionTab) => void;
  /** The slide changed while the questions were open. */
  newSlide: boolean;
}): ReactNode {
  const { t } = useTranslation();
  const refs = useRef<Record<TSessionTab, HTMLButtonElement | null>>({ slide: null, qa: null });
  const move = (event: KeyboardEvent) => {
    const index = TABS.indexOf(props.tab);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    props.onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="session-tabs" role="tablist" aria-label={t('qa.tabsLabel')} onKeyDown={move}>
      {TABS.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[tab] = element;
          }}
          type="button"
          role="tab"
          id={`tab-${tab}`}
          aria-controls={`panel-${tab}`}
          aria-selected={props.tab === tab}
          tabIndex={props.tab === tab ? 0 : -1}
          className="session-tab"
          onClick={() => props.onChange(tab)}
        >
          {tab === 'slide' ? t('qa.slideTab') : t('qa.tab')}
          {tab === 'slide' && props.newSlide ? (
            <span className="session-tab-new">{t('qa.newSlide')}</span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
