import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { formatNumber } from '../../lib/format-number';
import type { TLiveView } from '../../live/apply-message';
import { toFontStack, useFontStylesheets } from '../../live/use-font-stylesheets';
import { ReactionsBar } from './reactions-bar';
import { useIsOnline } from './use-is-online';

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
  const isQuizDeck = audience.me.name !== null;
  // The socket notices a dead network only after its ping time-out; the browser knows at once.
  const online = useIsOnline();

  return (
    <div className="session" style={{ fontFamily: toFontStack(audience.fontFamily) }}>
      <header className="session-header">
        <p className="session-title">{audience.title}</p>
        {isQuizDeck ? (
          <p className="session-me">
            <span className="session-name">{audience.me.name}</span>
            <span className="session-score">
              {t('header.score', { score: formatNumber(audience.me.score) })}
            </span>
          </p>
        ) : null}
      </header>
      {/* Always in the page so screen readers announce the change when the banner appears. */}
      <div role="status" aria-live="polite">
        {(connected && online) || view.ended ? null : (
          <p className="connection-banner">{t('session.reconnecting')}</p>
        )}
      </div>
      <main className="session-main">{children}</main>
      {view.ended ? null : <ReactionsBar />}
    </div>
  );
}
