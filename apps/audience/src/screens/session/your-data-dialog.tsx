import type { TParticipantData } from '@crowdeck/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { deleteOwnData, fetchOwnData } from '../../lib/participant-data';
import { forgetParticipantToken, readParticipantToken } from '../../live/participant-token';

type TState =
  | { step: 'loading' }
  | { step: 'none' }
  | { step: 'failed' }
  | { step: 'shown'; data: TParticipantData; confirming: boolean; deleting: boolean }
  | { step: 'deleted' };

/**
 * What the session keeps of this phone's participant, in a modal dialog (focus kept inside,
 * Escape closes): its nickname, answers and Q&A questions, and "Delete my answers" behind a
 * confirmation. Participant text is shown as text.
 */
export function YourDataDialog(props: { code: string; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const { code, onClose } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const token = readParticipantToken(code);
  const [state, setState] = useState<TState>(token ? { step: 'loading' } : { step: 'none' });

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    if (!token) return;
    let current = true;
    fetchOwnData(token)
      .then((data) => {
        if (!current) return;
        setState(
          data ? { step: 'shown', data, confirming: false, deleting: false } : { step: 'none' },
        );
      })
      .catch(() => current && setState({ step: 'failed' }));
    return () => {
      current = false;
    };
  }, [token]);

  const erase = async () => {
    if (state.step !== 'shown' || !token) return;
    setState({ ...state, deleting: true });
    try {
      await deleteOwnData(code, token);
      forgetParticipantToken(code);
      setState({ step: 'deleted' });
    } catch {
      setState({ step: 'failed' });
    }
  };

  return (
    <dialog ref={ref} className="your-data" aria-labelledby="your-data-title" onClose={onClose}>
      <h2 id="your-data-title">{t('data.title')}</h2>
      <div role="status" aria-live="polite">
        {state.step === 'loading' ? <p>{t('data.loading')}</p> : null}
        {state.step === 'none' ? <p>{t('data.none')}</p> : null}
        {state.step === 'deleted' ? <p className="lead">{t('data.deleted')}</p> : null}
      </div>
      {state.step === 'failed' ? <p role="alert">{t('data.failed')}</p> : null}
      {state.step === 'shown' ? (
        <>
          <p>{t('data.lead')}</p>
          <h3>{t('data.nickname')}</h3>
          <p dir="auto">{state.data.name ?? t('data.noNickname')}</p>
          <h3>{t('data.answers')}</h3>
          {state.data.answers.length ? (
            <ul className="your-data-list">
              {state.data.answers.map((answer, i) => (
                <li key={`${answer.slideId}-${i}`}>
                  <span className="your-data-question" dir="auto">
                    {answer.question}
                  </span>
                  <span dir="auto">{answer.answer}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('data.noAnswers')}</p>
          )}
          {state.data.questions.length ? (
            <>
              <h3>{t('data.questions')}</h3>
              <ul className="your-data-list">
                {state.data.questions.map((question) => (
                  <li key={question.id} dir="auto">
                    {question.text}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {state.confirming ? (
            <div className="your-data-confirm" role="group" aria-labelledby="your-data-confirm">
              <p id="your-data-confirm">{t('data.confirm')}</p>
              <button
                type="button"
                aria-disabled={state.deleting}
                onClick={() => void (state.deleting ? undefined : erase())}
              >
                {t('data.confirmDelete')}
              </button>
              <button
                type="button"
                className="button-secondary"
                onClick={() => setState({ ...state, confirming: false })}
              >
                {t('data.cancel')}
              </button>
            </div>
          ) : (
            <button type="button" onClick={() => setState({ ...state, confirming: true })}>
              {t('data.delete')}
            </button>
          )}
        </>
      ) : null}
      <button type="button" className="button-secondary" onClick={() => ref.current?.close()}>
        {t('data.close')}
      </button>
    </dialog>
  );
}
