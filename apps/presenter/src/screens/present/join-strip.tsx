import { useTranslation } from '../../i18n/i18n';
import { runtimeConfig } from '../../config/runtime-config';
import { getJoinAddress } from '../../live/join-address';

/** The small "Join at …" line at the top of every presented slide. */
export function JoinStrip({
  code,
  audienceUrl = runtimeConfig.audienceUrl,
}: {
  code: string;
  audienceUrl?: string;
}) {
  const { t } = useTranslation();
  return (
    <p className="join-strip">
      {t('present.joinAt')} <strong>{getJoinAddress(audienceUrl, code)}</strong>
    </p>
  );
}
