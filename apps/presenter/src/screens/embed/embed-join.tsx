import { QRCodeSVG } from 'qrcode.react';
import type { TEmbedViewState } from '@crowdeck/core';
import { SlideLogo } from '../../components/slide-logo';
import { runtimeConfig } from '../../config/runtime-config';
import { useTranslation } from '../../i18n/i18n';
import {
  formatJoinCode,
  getAudienceHost,
  getDeckAudienceUrl,
  getJoinAddress,
  getJoinUrl,
} from '../../live/join-address';
import { usePresenterStore } from '../../state/presenter-store';

/** Most nicknames an embedded join screen lists (a small frame has no room for the lobby's 60). */
const NAMES_MAX = 24;

/**
 * The join screen as an embed shows it: the lobby's address, code, QR code and who joined, with
 * nothing to press (the presenter starts from the big screen).
 */
export function EmbedJoin({ state }: { state: TEmbedViewState }) {
  const { t } = useTranslation();
  const audienceUrl = getDeckAudienceUrl(runtimeConfig.audienceUrl, state.audienceHost);
  const host = getAudienceHost(audienceUrl);
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
        <p className="lobby__label">{t('present.lobby.joinAt')}</p>
        <p className="lobby__address">
          {host}/<wbr />
          <span className="lobby__address-code">{state.code}</span>
        </p>
        <p className="lobby__alt">
          {t('present.lobby.orGoTo')} <strong>{host}</strong> {t('present.lobby.andEnter')}{' '}
          <strong className="lobby__code">{formatJoinCode(state.code)}</strong>
        </p>
      </div>
      <div className="lobby__qr">
        <QRCodeSVG
          value={getJoinUrl(audienceUrl, state.code)}
          size={360}
          marginSize={2}
          title={t('present.qr.title', { address: getJoinAddress(audienceUrl, state.code) })}
        />
      </div>
      <div className="lobby__players">
        <p className="lobby__count" role="status" aria-live="polite">
          <span className="lobby__count-number">{playerCount}</span>{' '}
          {playerCount === 0
            ? t('present.lobby.waiting')
            : t('present.lobby.players', { count: playerCount })}
        </p>
        {shown.length > 0 && (
          <ul className="lobby__names" aria-label={t('present.lobby.namesLabel')}>
            {shown.map((name, index) => (
              <li key={`${name}-${index}`} className="lobby__name" dir="auto">
                {name}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
