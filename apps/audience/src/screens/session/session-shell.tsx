import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { formatNumber } from '../../lib/format-number';
import type { TLiveView } from '../../live/apply-message';
import { useDeckBrand } from '../../live/use-deck-brand';
import { toFontStack, useFontStylesheets } from '../../live/use-font-stylesheets';
import { useBrand } from '../../lib/brand';
import { resolveImageUrl, runtimeConfig } from '../../lib/runtime-config';
import { LaterView, preloadLaterViews, QaView, ReactionsBar, SessionTabs } from './lazy-views';
import { useSessionTab } from './use-session-tab';
import { useIsOnline } from './use-is-online';
import { YourDataButton } from './your-data-button';
import { ExtraTimeCode } from './extra-time-code';
import { TeamChange } from './team-change';
import { TeamBadge } from './team-form';

/** The joined phone's frame: who you are and your score, the slide, and the reactions bar. */
export function SessionShell(props: {
  view: TLiveView;
  connected: boolean;
  children: ReactNode;
}): ReactNode {
  const { t } = useTranslation();
  const { view, connected, children } = props;
  const { audience } = view;
  useFontStylesheets(audience.fontFamily);
  const deckBrand = useDeckBrand(audience);
  const whiteLabel = useBrand();
  const logo = whiteLabel ? resolveImageUrl(whiteLabel.logoUrl, runtimeConfig.uploadUrl) : null;
  const fontStack = toFontStack(audience.fontFamily);
  const isQuizDeck = audience.me.name !== null;
  // A named phone of a poll deck (signed in, say) is no quiz; older servers do not say.
  const hasTimedQuestions = audience.hasQuiz ?? isQuizDeck;
  // The socket notices a dead network only after its ping time-out; the browser knows at once.
  const online = useIsOnline();
  // A Q&A slide is the questions itself: no tabs then.
  const hasQa = Boolean(audience.qa) && !view.ended && audience.slide?.type !== 'qa';
  const { tab, setTab, newSlide, qaOpened } = useSessionTab(view, hasQa);
  // Joined: the views of the other slide types download now, before they are needed.
  useEffect(preloadLaterViews, []);

  return (
    <div
      className="session"
      style={{
        ...deckBrand.style,
        fontFamily: deckBrand.fontFamily ? `"${deckBrand.fontFamily}", ${fontStack}` : fontStack,
      }}
    >
      <header className="session-header">
        {logo && whiteLabel ? (
          <img className="session-logo" src={logo} alt={whiteLabel.name} />
        ) : null}
        <p className="session-title" dir="auto">
          {audience.title}
        </p>
        {isQuizDeck ? (
          <p className="session-me">
            <span className="session-name" dir="auto">
              {audience.me.name}
            </span>
            {(audience.modes?.points ?? true) && (
              <span className="session-score">
                {t('header.score', { score: formatNumber(audience.me.score) })}
              </span>
            )}
          </p>
        ) : null}
        <YourDataButton />
        {/* Extra time is about quiz questions' time limits: other decks have none to extend. */}
        {hasTimedQuestions ? <ExtraTimeCode timeFactor={view.audience.me.timeFactor} /> : null}
        {/* Teams are fixed once a quiz question is on (the server says so after its close). */}
        {audience.me.team?.canChange && !audience.question ? (
          <TeamChange currentId={audience.me.team.id} />
        ) : null}
        {audience.me.team ? <TeamBadge team={audience.me.team} /> : null}
      </header>
      {/* Always in the page so screen readers announce the change when the banner appears. */}
      <div role="status" aria-live="polite">
        {(connected && online) || view.ended ? null : (
          <p className="connection-banner">{t('session.reconnecting')}</p>
        )}
      </div>
      {hasQa ? (
        <nav aria-label={t('qa.tabsLabel')}>
          <LaterView fallback={null}>
            <SessionTabs tab={tab} onChange={setTab} newSlide={newSlide} />
          </LaterView>
        </nav>
      ) : null}
      <main className="session-main">
        {hasQa ? (
          <>
            {/* Both stay mounted once opened: text being typed in either survives a look at the other. */}
            <div
              role="tabpanel"
              id="panel-slide"
              aria-labelledby="tab-slide"
              hidden={tab !== 'slide'}
            >
              {children}
            </div>
            <div role="tabpanel" id="panel-qa" aria-labelledby="tab-qa" hidden={tab !== 'qa'}>
              {qaOpened ? (
                <LaterView screen>
                  <QaView view={view} />
                </LaterView>
              ) : null}
            </div>
          </>
        ) : (
          children
        )}
      </main>
      {view.ended ? null : (
        <LaterView fallback={null}>
          <ReactionsBar />
        </LaterView>
      )}
    </div>
  );
}
