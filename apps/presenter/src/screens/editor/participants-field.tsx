import { useState, type ChangeEvent } from 'react';
import type { TParticipantIdentity, TPresentation } from '@crowdeck/core';
import { updatePresentation, uploadRoster } from '../../api/decks';
import { ApiError } from '../../api/api-error';
import { getDeck, setDeck } from '../../editor/deck-editor';
import { useValidationText } from '../../forms/use-validation-text';
import { useTranslation } from '../../i18n/i18n';
import { PanelFieldset } from './panel-fieldset';
import { ChoiceSelect } from '../../components/choice-select';

const IDENTITIES: TParticipantIdentity[] = ['nickname', 'organisation', 'roster'];

/** The server's code for a refusal, translated; a generic text otherwise. */
function refusalCode(error: unknown, field: string): string {
  if (error instanceof ApiError) return error.fields?.[field]?.code ?? error.message;
  return 'invalidType';
}

/**
 * Who the deck's participants are: a nickname of their own, a real name from the organisation's
 * sign-in, or a real name from a roster the presenter uploads (the server enforces each; an
 * anonymous session turns this back to nicknames).
 */
export function ParticipantsField({ deck }: { deck: TPresentation }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const identity = deck.participantIdentity ?? 'nickname';
  const [error, setError] = useState<string | null>(null);
  const [rosterText, setRosterText] = useState('');
  const [status, setStatus] = useState<string | null>(null);

  const apply = (fresh: Partial<TPresentation>) => {
    const current = getDeck();
    if (current?.id === deck.id) setDeck({ ...current, ...fresh });
  };

  const choose = async (next: TParticipantIdentity) => {
    setError(null);
    try {
      const saved = await updatePresentation(deck.id, {
        participantIdentity: next,
        uniqueCode: deck.uniqueCode,
      });
      apply({
        participantIdentity: saved.participantIdentity,
        anonymousSession: saved.anonymousSession,
      });
    } catch (caught) {
      setError(validationText(refusalCode(caught, 'participantIdentity')));
    }
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setRosterText(await file.text());
  };

  const saveRoster = async () => {
    setError(null);
    setStatus(null);
    try {
      const roster = await uploadRoster(deck.id, rosterText);
      apply({ rosterSize: roster.names.length });
      setStatus(t('editor.participants.rosterSaved', { count: roster.names.length }));
    } catch (caught) {
      setError(validationText(refusalCode(caught, 'text')));
    }
  };

  return (
    <PanelFieldset legend={t('editor.participants.title')}>
      <div className="field">
        <label htmlFor="participant-identity">{t('editor.participants.label')}</label>
        <ChoiceSelect
          id="participant-identity"
          choices={IDENTITIES}
          value={deck.anonymousSession ? 'nickname' : identity}
          label={(value) => t(`editor.participants.${value}`)}
          disabled={deck.anonymousSession ?? false}
          onChange={(next) => void choose(next)}
          aria-describedby="participant-identity-hint"
        />
        <p id="participant-identity-hint" className="field__hint">
          {deck.anonymousSession
            ? t('editor.participants.anonymousHint')
            : t(`editor.participants.${identity}.hint`)}
        </p>
      </div>
      {identity === 'roster' && !deck.anonymousSession ? (
        <div className="field">
          <label htmlFor="roster-text">{t('editor.participants.rosterLabel')}</label>
          <textarea
            dir="auto"
            id="roster-text"
            rows={5}
            value={rosterText}
            onChange={(event) => setRosterText(event.target.value)}
            aria-describedby="roster-text-hint"
          />
          <p id="roster-text-hint" className="field__hint">
            {t('editor.participants.rosterHint', { count: deck.rosterSize ?? 0 })}
          </p>
          <input
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            aria-label={t('editor.participants.rosterFile')}
            onChange={(event) => void readFile(event)}
          />
          <button type="button" className="button" onClick={() => void saveRoster()}>
            {t('editor.participants.rosterSave')}
          </button>
          {status ? (
            <p className="field__hint" role="status">
              {status}
            </p>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </PanelFieldset>
  );
}
