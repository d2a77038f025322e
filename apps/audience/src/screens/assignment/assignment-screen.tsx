import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { TAssignmentInfo, TAssignmentProgress } from '@crowdeck/core';
import { loadLaterMessages, numberLocale, useTranslation } from '../../i18n';
import { AssignmentAnswer, type TAnswerFields } from './assignment-answer';
import {
  AssignmentError,
  forgetToken,
  getInfo,
  goNext,
  join,
  sendAnswer,
  storedToken,
  storeToken,
} from './assignment-api';
import {
  AssignmentSignIn,
  clearSignInFromAddress,
  readIdentityFromAddress,
  readSsoErrorFromAddress,
} from './assignment-sign-in';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleString(numberLocale(), { dateStyle: 'medium', timeStyle: 'short' });

/** Seconds left until `deadline`, by the server's clock (`offset`: server minus phone). */
function useSecondsLeft(deadline: string | null, offset: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(timer);
  }, [deadline]);
  if (!deadline) return null;
  return Math.max(0, Math.ceil((Date.parse(deadline) - (now + offset)) / 1000));
}

/** The end: the score, and each answer (with the right ones when the presenter allows it). */
function Summary({ progress }: { progress: TAssignmentProgress }): ReactNode {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="assignment-done">
      <h2 id="assignment-done">
        {progress.finished ? t('assignment.doneTitle') : t('assignment.closedTitle')}
      </h2>
      {progress.hasQuiz && (
        <p className="assignment-score" data-testid="assignment-score">
          {t('assignment.score', { score: progress.score })}
        </p>
      )}
      <ol className="assignment-review">
        {(progress.review ?? []).map((item) => (
          <li key={item.slideId}>
            <p>
              <strong dir="auto">{item.question || '—'}</strong>
            </p>
            <p>
              {item.answer === null
                ? t('assignment.skipped')
                : t('assignment.yourAnswer', { answer: item.answer })}
              {item.correct !== null &&
                ` · ${item.correct ? t('assignment.right') : t('assignment.wrong')}`}
            </p>
            {item.correctAnswers && item.correctAnswers.length > 0 && (
              <p>{t('assignment.correctAnswers', { answers: item.correctAnswers.join(', ') })}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * /a/<code>: a self-paced assignment. A nickname starts it, or the organisation's sign-in when the
 * presenter asks for it (which also finds the person's earlier start, on any phone); the phone
 * keeps its token so a reload comes back to the same slide; each slide is answered (or skipped)
 * in turn, with the progress shown and a countdown when questions are timed; the end shows the
 * score. Loaded lazily: none of it is in the join page's download.
 */
export default function AssignmentScreen({ code }: { code: string }): ReactNode {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const [info, setInfo] = useState<TAssignmentInfo | null>(null);
  const [progress, setProgress] = useState<TAssignmentProgress | null>(null);
  const [error, setError] = useState<AssignmentError | null>(null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const [offset, setOffset] = useState(0);
  // Where the organisation's sign-in sent the phone back: signed in, or with the reason why not.
  const [identity] = useState(readIdentityFromAddress);
  const [ssoError, setSsoError] = useState(readSsoErrorFromAddress);
  const secondsLeft = useSecondsLeft(progress?.deadline ?? null, offset);

  const run = async (action: () => Promise<TAssignmentProgress>, resuming = false) => {
    setBusy(true);
    setError(null);
    try {
      const next = await action();
      storeToken(code, next.token);
      setOffset(Date.parse(next.now) - Date.now());
      setProgress(next);
      setSsoError(null);
    } catch (caught) {
      const refusal = caught instanceof AssignmentError ? caught : new AssignmentError('network');
      // A token no longer known (the person signed in on another phone since): start again.
      if (resuming && refusal.code === 'not_found') forgetToken(code);
      else setError(refusal);
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    clearSignInFromAddress();
    void loadLaterMessages()
      .catch(() => undefined)
      .then(() => setReady(true));
    const token = storedToken(code);
    getInfo(code).then(setInfo, (caught: unknown) =>
      setError(caught instanceof AssignmentError ? caught : new AssignmentError('network')),
    );
    // Back from the organisation's sign-in: its identity starts or resumes the person's attempt.
    if (identity) void Promise.resolve().then(() => run(() => join(code, { identity })));
    // Coming back: the stored token resumes where this phone left off.
    else if (token) void Promise.resolve().then(() => run(() => join(code, { token }), true));
    // Once per assignment address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  const start = (event: FormEvent) => {
    event.preventDefault();
    void run(() => join(code, { name: name.trim() }));
  };
  const answer = (fields: TAnswerFields) => {
    if (!progress?.slide) return;
    const { token, slide } = progress;
    void run(() =>
      sendAnswer(code, { token, slideId: slide.id, requestId: crypto.randomUUID(), ...fields }),
    );
  };
  const next = () => {
    if (!progress?.slide) return;
    const { token, slide } = progress;
    void run(() => goNext(code, token, slide.id));
  };

  if (!ready) return <p className="loading">{t('loading')}</p>;
  const signsIn = info?.signIn === 'organisation';
  // A sign-in that failed, ran out or is not trusted here: said beside the way to sign in again.
  const signInProblem = ssoError
    ? t(`identity.ssoError.${ssoError}`)
    : signsIn && error?.code === 'identity_required'
      ? error.detail.reason === 'expired'
        ? t('identity.expired')
        : t('identity.signInFailed')
      : null;
  const errorText =
    error && !signInProblem
      ? t(`assignment.error.${error.code}`, {
          suggestion: error.detail.suggestion ?? '',
          limit: error.detail.limit ?? 0,
        })
      : null;
  const title = progress?.title ?? info?.title ?? '';
  const slide = progress?.slide ?? null;
  const timeUp = secondsLeft === 0;

  return (
    <main className="assignment" lang={undefined}>
      <h1 className="assignment__title">{title}</h1>
      {errorText && (
        <p className="assignment__error" role="alert">
          {errorText}
        </p>
      )}
      {!progress && info?.status === 'upcoming' && (
        <p>{t('assignment.upcoming', { date: formatDate(info.opensAt) })}</p>
      )}
      {!progress && info?.status === 'closed' && <p>{t('assignment.closedTitle')}</p>}
      {!progress && info?.status === 'open' && signsIn && (
        <>
          <p>{t('assignment.closes', { date: formatDate(info.closesAt) })}</p>
          <AssignmentSignIn
            code={code}
            organisationName={info.organisationName}
            problem={signInProblem}
          />
        </>
      )}
      {!progress && info?.status === 'open' && !signsIn && (
        <form className="assignment-answer" onSubmit={start}>
          <p>{t('assignment.closes', { date: formatDate(info.closesAt) })}</p>
          <label className="field">
            <span className="field__label">{t('assignment.nameLabel')}</span>
            <input
              dir="auto"
              value={name}
              maxLength={24}
              autoComplete="nickname"
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('assignment.start')}
          </button>
        </form>
      )}
      {progress && signsIn && progress.name && (
        <p data-testid="assignment-signed-in">
          {t('assignment.signedInAs', { name: progress.name })}
        </p>
      )}
      {progress && slide && (
        <section aria-labelledby="assignment-question">
          <p className="assignment__progress">
            <progress value={progress.step} max={progress.total} />{' '}
            {t('assignment.progress', { step: progress.step + 1, total: progress.total })}
          </p>
          {secondsLeft !== null && (
            <p className="assignment__timer" aria-live={timeUp ? 'assertive' : 'off'}>
              {timeUp ? t('assignment.timeUp') : t('assignment.timeLeft', { seconds: secondsLeft })}
            </p>
          )}
          <h2 dir="auto" id="assignment-question">
            {slide.question}
          </h2>
          {slide.type === 'content' && slide.body && <p dir="auto">{slide.body}</p>}
          {slide.type !== 'content' && !timeUp && (
            <AssignmentAnswer key={slide.id} slide={slide} busy={busy} onAnswer={answer} />
          )}
          {slide.type === 'content' || timeUp ? (
            <button type="button" className="button" disabled={busy} onClick={next}>
              {t('assignment.next')}
            </button>
          ) : (
            // Quieter than the answers above it, and set apart: skipping is not a fifth answer.
            <button
              type="button"
              className="button button-secondary assignment__skip"
              disabled={busy}
              onClick={next}
            >
              {t('assignment.skip')}
            </button>
          )}
        </section>
      )}
      {progress && !slide && progress.status !== 'upcoming' && <Summary progress={progress} />}
    </main>
  );
}
