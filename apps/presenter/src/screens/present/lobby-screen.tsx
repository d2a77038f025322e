import { useTranslation } from '../../i18n/i18n';
import type { TPresentation } from '@crowdeck/core';
import { SlideLogo } from '../../components/slide-logo';
import { runtimeConfig } from '../../config/runtime-config';
import { getDeckAudienceUrl } from '../../live/join-address';
import { goNext } from '../../live/present-actions';
import { usePresenterStore } from '../../state/presenter-store';
import { LobbyJoinAddress, LobbyPlayers, LobbyQr } from './lobby-parts';
import { RoomLockNotice } from './room-lock-notice';

/** Most nicknames shown in the lobby; the count says how many more joined. */
const LOBBY_NAMES_MAX = 60;

/** The lobby (shown by default): how to join, the QR code, who is here, and Start. */
export function LobbyScreen({ deck, logoUrl }: { deck: TPresentation; logoUrl: string | null }) {
  const { t } = useTranslation();
  const showQrCode = usePresenterStore((state) => state.showQrCode);
  const playerCount = usePresenterStore((state) => state.playerCount);
  const names = usePresenterStore((state) => state.audienceData?.names ?? []);
  const audienceUrl = getDeckAudienceUrl(runtimeConfig.audienceUrl, deck.brand?.audienceHost);
  const isQuizDeck = deck.Slides.some((s) => s.type === 'quiz');
  const shown = names.slice(-LOBBY_NAMES_MAX);

  return (
    <section className="lobby" aria-labelledby="lobby-title">
      <SlideLogo url={logoUrl} className="slide-logo--lobby" alt={deck.brand?.name ?? undefined} />
      {deck.brand?.name && !logoUrl ? (
        <p dir="auto" className="lobby__brand">
          {deck.brand.name}
        </p>
      ) : null}
      <div className="lobby__join">
        <h1 dir="auto" id="lobby-title" className="lobby__title">
          {deck.title}
        </h1>
        <LobbyJoinAddress audienceUrl={audienceUrl} code={deck.uniqueCode} />
        {runtimeConfig.joinAddressLocalOnly && (
          <p className="lobby__warning" role="alert">
            {runtimeConfig.listensOnLoopback
              ? t('present.lobby.loopbackOnly')
              : t('present.lobby.localOnly')}
          </p>
        )}
        <RoomLockNotice presentationId={deck.id} place="lobby" />
      </div>
      {showQrCode && <LobbyQr audienceUrl={audienceUrl} code={deck.uniqueCode} />}
      <LobbyPlayers playerCount={playerCount} names={isQuizDeck ? shown : []}>
        <button type="button" className="button button--primary lobby__start" onClick={goNext}>
          {t('present.lobby.start')}
        </button>
      </LobbyPlayers>
    </section>
  );
}
