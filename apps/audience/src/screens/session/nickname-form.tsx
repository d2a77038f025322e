import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { LIVE_LIMITS } from '@crowdeck/core';
import { suggestNickname } from '../../lib/nickname';
import { useLiveActions, useLiveSession } from '../../live/live-session-context';
import { CardPage, TextField } from '../card-page';

const MAX = LIVE_LIMITS.participantNameMax;

/** Quiz decks ask for a nickname; a friendly suggestion is filled in so one tap is enough. */
export function NicknameForm(): ReactNode {
  const { t } = useTranslation();
  const { nameRefused, nameTakenSuggestion } = useLiveSession();
  const { submitName } = useLiveActions();
  const [name, setName] = useState(() => nameTakenSuggestion || suggestNickname());
  const [error, setError] = useState<string | null>(null);
  const takenText = nameTakenSuggestion
    ? t('nickname.taken', { suggestion: nameTakenSuggestion })
    : null;
  const shownError = error ?? (nameRefused ? t('nickname.refused') : takenText);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t('nickname.required'));
    if (trimmed.length > MAX) return setError(t('nickname.tooLong', { max: MAX }));
    submitName(trimmed);
  };

  return (
    <CardPage headline={t('nickname.title')} lead={t('nickname.lead')}>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          id="nickname"
          label={t('nickname.label')}
          note="nickname"
          error={shownError}
          hint={t('nickname.hint', { max: MAX })}
          className="text-input"
          autoComplete="nickname"
          autoCapitalize="words"
          maxLength={MAX + 10}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
        />
        <div className="button-row">
          <button
            type="button"
            className="button-secondary"
            onClick={() => {
              setName((previous) => suggestNickname(previous));
              setError(null);
            }}
          >
            {t('nickname.suggest')}
          </button>
          <button type="submit">{t('nickname.submit')}</button>
        </div>
      </form>
    </CardPage>
  );
}
