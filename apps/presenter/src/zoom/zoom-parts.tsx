import { HostElsewhere } from '../components/host-elsewhere';
import { ProgressLine } from '../components/progress-line';
import { zoomI18n } from './zoom-messages';

const { useTranslation } = zoomI18n;

/** Waiting for Zoom (at most ZOOM_CONNECT_TIMEOUT_MS). */
export function Connecting() {
  const { t } = useTranslation();
  return <ProgressLine text={t('zoom.starting')} />;
}

/** Outside Zoom, or outside a meeting: what the page is, and where to go. */
export function Elsewhere({ text, appUrl }: { text: string; appUrl: string }) {
  const { t } = useTranslation();
  return (
    <HostElsewhere
      block="zoom"
      title={t('zoom.title')}
      text={text}
      appUrl={appUrl}
      openLabel={t('zoom.outside.open')}
      installLabel={t('zoom.outside.install')}
    />
  );
}
