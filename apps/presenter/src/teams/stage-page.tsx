import type { TStageState } from './stage-view';
import { teamsI18n } from './teams-messages';
import { Connecting, Elsewhere } from './teams-parts';

const { useTranslation } = teamsI18n;

/** The meeting stage: the live embed filling it, or a plain explanation. */
export function StagePage({ state }: { state: TStageState }) {
  const { t } = useTranslation();
  if (state.phase === 'stage') {
    return (
      <main className="teams teams--stage">
        <iframe className="teams__frame" src={state.embedUrl} title={t('teams.stage.frameTitle')} />
      </main>
    );
  }
  return (
    <main className="teams">
      {state.phase === 'connecting' ? (
        <Connecting />
      ) : (
        <Elsewhere
          text={t(state.phase === 'outside' ? 'teams.outside.text' : 'teams.missing.text')}
          appUrl={state.appUrl}
        />
      )}
    </main>
  );
}
