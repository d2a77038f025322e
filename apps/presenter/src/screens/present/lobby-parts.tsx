import type { ReactNode } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from '../../i18n/i18n';
import {
  formatJoinCode,
  getAudienceHost,
  getJoinAddress,
  getJoinUrl,
} from '../../live/join-address';

/** How to join, as the lobby says it: the address with the code, then the site and the code. */
export function LobbyJoinAddress({ audienceUrl, code }: { audienceUrl: string; code: string }) {
  const { t } = useTranslation();
  const host = getAudienceHost(audienceUrl);
  return (
    <>
      <p className="lobby__label">{t('present.lobby.joinAt')}</p>
      <p className="lobby__address">
        {host}/<wbr />
        <span className="lobby__address-code">{code}</span>
      </p>
      <p className="lobby__alt">
        {t('present.lobby.orGoTo')} <strong>{host}</strong> {t('present.lobby.andEnter')}{' '}
        <strong className="lobby__code">{formatJoinCode(code)}</strong>
      </p>
    </>
  );
}

/** The lobby's QR code of the join address. */
export function LobbyQr({ audienceUrl, code }: { audienceUrl: string; code: string }) {
  const { t } = useTranslation();
  return (
    <div className="lobby__qr">
      <QRCodeSVG
        value={getJoinUrl(audienceUrl, code)}
        size={360}
        marginSize={2}
        title={t('present.qr.title', { address: getJoinAddress(audienceUrl, code) })}
      />
    </div>
  );
}

/** Who joined: the count (announced as it changes), the nicknames shown, then `children`. */
export function LobbyPlayers(props: {
  playerCount: number;
  names: readonly string[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { playerCount, names } = props;
  return (
    <div className="lobby__players">
      <p className="lobby__count" role="status" aria-live="polite">
        <span className="lobby__count-number">{playerCount}</span>{' '}
        {playerCount === 0
          ? t('present.lobby.waiting')
          : t('present.lobby.players', { count: playerCount })}
      </p>
      {names.length > 0 && (
        <ul className="lobby__names" aria-label={t('present.lobby.namesLabel')}>
          {names.map((name, index) => (
            <li key={`${name}-${index}`} className="lobby__name" dir="auto">
              {name}
            </li>
          ))}
        </ul>
      )}
      {props.children}
    </div>
  );
}
