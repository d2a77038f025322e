import type { TEmbedViewState } from '@crowdeck/core';
import { SlideLogo } from '../../components/slide-logo';
import { runtimeConfig } from '../../config/runtime-config';
import { getDeckAudienceUrl } from '../../live/join-address';
import { usePresenterStore } from '../../state/presenter-store';
import { LobbyJoinAddress, LobbyPlayers, LobbyQr } from '../present/lobby-parts';

/** Most nicknames an embedded join screen lists (a small frame has no room for the lobby's 60). */
const NAMES_MAX = 24;

/**
 * The join screen as an embed shows it: the lobby's address, code, QR code and who joined, with
 * nothing to press (the presenter starts from the big screen).
 */
export function EmbedJoin({ state }: { state: TEmbedViewState }) {
  const audienceUrl = getDeckAudienceUrl(runtimeConfig.audienceUrl, state.audienceHost);
  // Joins arrive as `players` pushes after the view was read.
  const playerCount = usePresenterStore((store) => store.playerCount);
  const names = usePresenterStore((store) => store.audienceData?.names ?? state.names);
  const shown = state.isQuizDeck ? names.slice(-NAMES_MAX) : [];
  return (
    <section className="lobby embed-join" aria-labelledby="embed-join-title">
      <SlideLogo
        url={state.logoUrl}
        className="slide-logo--lobby"
        alt={state.brand?.name ?? undefined}
      />
      <div className="lobby__join">
        <h1 dir="auto" id="embed-join-title" className="lobby__title">
          {state.title}
        </h1>
        <LobbyJoinAddress audienceUrl={audienceUrl} code={state.code} />
      </div>
      <LobbyQr audienceUrl={audienceUrl} code={state.code} />
      <LobbyPlayers playerCount={playerCount} names={shown} />
    </section>
  );
}
