import { DeckPickerPage } from '../grant-picker/deck-picker-page';
import type { TAuthFlow } from './auth-flow';
import { teamsI18n } from './teams-messages';

const { useTranslation } = teamsI18n;

/** The sign-in window: the presenter picks the presentation the side panel controls. */
export function AuthPage({ flow }: { flow: TAuthFlow | null }) {
  const { t } = useTranslation();
  return (
    <DeckPickerPage
      flow={flow}
      block="teams"
      texts={{
        banner: t('teams.auth.heading'),
        outside: t('teams.auth.outside'),
        lead: t('teams.auth.lead'),
        failed: t('teams.auth.failed'),
        loading: t('teams.auth.loading'),
        none: t('teams.auth.none'),
        granting: t('teams.auth.granting'),
        slides: (count) => t('teams.auth.slides', { count }),
        cancel: t('teams.auth.cancel'),
      }}
    />
  );
}
