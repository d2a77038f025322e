import { HostElsewhere } from '../components/host-elsewhere';
import { ProgressLine } from '../components/progress-line';
import { teamsI18n } from './teams-messages';

const { useTranslation } = teamsI18n;

/** Waiting for Teams (at most TEAMS_CONNECT_TIMEOUT_MS). */
export function Connecting() {
  const { t } = useTranslation();
  return <ProgressLine text={t('teams.starting')} />;
}

/** Outside Teams, or a tab without a presentation: what the page is, and where to go. */
export function Elsewhere({ text, appUrl }: { text: string; appUrl: string }) {
  const { t } = useTranslation();
  return (
    <HostElsewhere
      block="teams"
      title={t('teams.title')}
      text={text}
      appUrl={appUrl}
      openLabel={t('teams.outside.open')}
      installLabel={t('teams.outside.install')}
    />
  );
}
