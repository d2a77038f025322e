import { useTranslation } from '../../i18n/i18n';
import { QRCodeSVG } from 'qrcode.react';
import { runtimeConfig } from '../../config/runtime-config';
import { formatJoinCode, getJoinAddress, getJoinUrl } from '../../live/join-address';
import { usePresenterStore } from '../../state/presenter-store';
import { HideButton } from './hide-button';
import type { TJoinProps } from './join-strip';

/** The QR code large over the presenting view (showQrCode), with a button to put it away. */
export function QrOverlay({ code, audienceUrl = runtimeConfig.audienceUrl }: TJoinProps) {
  const { t } = useTranslation();
  const address = getJoinAddress(audienceUrl, code);
  return (
    <aside className="qr-overlay" aria-label={t('present.qr.label')}>
      <QRCodeSVG
        value={getJoinUrl(audienceUrl, code)}
        size={420}
        marginSize={2}
        title={t('present.qr.title', { address })}
      />
      <p className="qr-overlay__address">{address}</p>
      <p className="qr-overlay__code">{formatJoinCode(code)}</p>
      <HideButton
        label={t('present.qr.hide')}
        onHide={() => usePresenterStore.getState().setShowQrCode(false)}
      />
    </aside>
  );
}
