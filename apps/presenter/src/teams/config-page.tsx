import { useId, useState } from 'react';
import { FormField } from '../components/form-field';
import type { createTabConfigurator } from './tab-config';
import { teamsI18n } from './teams-messages';
import { Connecting, Elsewhere } from './teams-parts';

const { useTranslation } = teamsI18n;

export type TConfigState =
  | { phase: 'connecting' }
  | { phase: 'outside'; appUrl: string }
  | { phase: 'configure'; configurator: ReturnType<typeof createTabConfigurator> };

/** The configuration page: paste the presentation's embed link; Teams' Save adds the tab. */
export function ConfigPage({ state }: { state: TConfigState }) {
  const { t } = useTranslation();
  const id = useId();
  const [answer, setAnswer] = useState<'empty' | 'ready' | 'invalid'>('empty');
  if (state.phase !== 'configure') {
    return (
      <main className="teams">
        {state.phase === 'connecting' ? (
          <Connecting />
        ) : (
          <Elsewhere text={t('teams.outside.text')} appUrl={state.appUrl} />
        )}
      </main>
    );
  }
  return (
    <main className="teams">
      <h1 className="teams__title">{t('teams.config.heading')}</h1>
      <p>{t('teams.config.lead')}</p>
      <FormField label={t('teams.config.label')} id={id}>
        {(control) => (
          <input
            {...control}
            className="field__input"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={answer === 'invalid'}
            aria-describedby={`${id}-answer`}
            onChange={(event) => {
              const text = event.target.value;
              const ok = state.configurator.update(text);
              setAnswer(text.trim() === '' ? 'empty' : ok ? 'ready' : 'invalid');
            }}
          />
        )}
      </FormField>
      <p
        id={`${id}-answer`}
        role="status"
        className={answer === 'invalid' ? 'field__error' : 'teams__muted'}
      >
        {answer === 'ready' ? t('teams.config.ready') : null}
        {answer === 'invalid' ? t('teams.config.invalid') : null}
      </p>
    </main>
  );
}
