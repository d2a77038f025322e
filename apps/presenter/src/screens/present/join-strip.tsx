import { useTranslation } from '../../i18n/i18n';
import { runtimeConfig } from '../../config/runtime-config';
import { getJoinAddress } from '../../live/join-address';

/** What the join strip and the QR code show: the join code, at the audience app's address. */
export interface TJoinProps {
  code: string;
  /** The audience app's address; the configured one unless given. */
  audienceUrl?: string;
}

/** The small "Join at …" line at the top of every presented slide. */
export function JoinStrip({ code, audienceUrl = runtimeConfig.audienceUrl }: TJoinProps) {
  const { t } = useTranslation();
  return (
    <p className="join-strip">
      {t('present.joinAt')} <strong>{getJoinAddress(audienceUrl, code)}</strong>
    </p>
  );
}
