import { useTranslation } from '../../i18n/i18n';
import { QRCodeSVG } from 'qrcode.react';
import type { TPresentation } from '@crowdeck/core';
import { SlideLogo } from '../../components/slide-logo';
import { runtimeConfig } from '../../config/runtime-config';
import {
  formatJoinCode,
  getAudienceHost,
  getDeckAudienceUrl,
  getJoinAddress,
  getJoinUrl,
} from '../../live/join-address';
import { goNext } from '../../live/present-actions';
import { usePresenterStore } from '../../state/presenter-store';
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
        <p className="lobby__label">{t('present.lobby.joinAt')}</p>
        <p className="lobby__address">
          {getAudienceHost(audienceUrl)}/<wbr />
          <span className="lobby__address-code">{deck.uniqueCode}</span>
        </p>
        <p className="lobby__alt">
          {t('present.lobby.orGoTo')} <strong>{getAudienceHost(audienceUrl)}</strong>{' '}
          {t('present.lobby.andEnter')}{' '}
          <strong className="lobby__code">{formatJoinCode(deck.uniqueCode)}</strong>
        </p>
        {runtimeConfig.joinAddressLocalOnly && (
          <p className="lobby__warning" role="alert">
            {runtimeConfig.listensOnLoopback
              ? t('present.lobby.loopbackOnly')
              : t('present.lobby.localOnly')}
          </p>
        )}
        <RoomLockNotice presentationId={deck.id} place="lobby" />
      </div>
      {showQrCode && (
        <div className="lobby__qr">
          <QRCodeSVG
            value={getJoinUrl(audienceUrl, deck.uniqueCode)}
            size={360}
            marginSize={2}
            title={t('present.qr.title', { address: getJoinAddress(audienceUrl, deck.uniqueCode) })}
          />
        </div>
      )}
      <div className="lobby__players">
        <p className="lobby__count" role="status" aria-live="polite">
          <span className="lobby__count-number">{playerCount}</span>{' '}
          {playerCount === 0
            ? t('present.lobby.waiting')
            : t('present.lobby.players', { count: playerCount })}
        </p>
        {isQuizDeck && shown.length > 0 && (
          <ul className="lobby__names" aria-label={t('present.lobby.namesLabel')}>
            {shown.map((name, index) => (
              <li key={`${name}-${index}`} className="lobby__name" dir="auto">
                {name}
              </li>
            ))}
          </ul>
        )}
        <button type="button" className="button button--primary lobby__start" onClick={goNext}>
          {t('present.lobby.start')}
        </button>
      </div>
    </section>
  );
}
