import { DeckPickerPage, pickerTexts } from '../grant-picker/deck-picker-page';
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
        ...pickerTexts(t, 'teams.auth'),
        slides: (count) => t('teams.auth.slides', { count }),
      }}
    />
  );
}
