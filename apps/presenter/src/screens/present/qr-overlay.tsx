import { useTranslation } from '../../i18n/i18n';
import { QRCodeSVG } from 'qrcode.react';
import { runtimeConfig } from '../../config/runtime-config';
import { formatJoinCode, getJoinAddress, getJoinUrl } from '../../live/join-address';
import { usePresenterStore } from '../../state/presenter-store';

/** The QR code large over the presenting view (showQrCode), with a button to put it away. */
export function QrOverlay({
  code,
  audienceUrl = runtimeConfig.audienceUrl,
}: {
  code: string;
  audienceUrl?: string;
}) {
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
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => usePresenterStore.getState().setShowQrCode(false)}
      >
        {t('present.qr.hide')}
      </button>
    </aside>
  );
}
