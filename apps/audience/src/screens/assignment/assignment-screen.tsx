import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { TAssignmentInfo, TAssignmentProgress } from '@crowdeck/core';
import { loadLaterMessages, numberLocale, useTranslation } from '../../i18n';
import { AssignmentAnswer, type TAnswerFields } from './assignment-answer';
import {
  AssignmentError,
  getInfo,
  goNext,
  join,
  sendAnswer,
  storedToken,
  storeToken,
} from './assignment-api';

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
 * /a/<code>: a self-paced assignment. A nickname starts it; the phone keeps its token so a reload
 * comes back to the same slide; each slide is answered (or skipped) in turn, with the progress
 * shown and a countdown when questions are timed; the end shows the score. Loaded lazily: none of
 * it is in the join page's download.
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
  const secondsLeft = useSecondsLeft(progress?.deadline ?? null, offset);

  const run = async (action: () => Promise<TAssignmentProgress>) => {
    setBusy(true);
    setError(null);
    try {
      const next = await action();
      storeToken(code, next.token);
      setOffset(Date.parse(next.now) - Date.now());
      setProgress(next);
    } catch (caught) {
      setError(caught instanceof AssignmentError ? caught : new AssignmentError('network'));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    void loadLaterMessages()
      .catch(() => undefined)
      .then(() => setReady(true));
    const token = storedToken(code);
    getInfo(code).then(setInfo, (caught: unknown) =>
      setError(caught instanceof AssignmentError ? caught : new AssignmentError('network')),
    );
    // Coming back: the stored token resumes where this phone left off.
    if (token) void Promise.resolve().then(() => run(() => join(code, { token })));
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
  const errorText = error
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
      {!progress && info?.status === 'open' && (
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
          <button type="button" className="button" disabled={busy} onClick={next}>
            {slide.type === 'content' || timeUp ? t('assignment.next') : t('assignment.skip')}
          </button>
        </section>
      )}
      {progress && !slide && progress.status !== 'upcoming' && <Summary progress={progress} />}
    </main>
  );
}
