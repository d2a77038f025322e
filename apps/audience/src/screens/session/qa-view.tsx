import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { QA_LIMITS, type TQaPhoneView, type TQaPublicQuestion } from '@crowdeck/core';
import { useTranslation } from '../../i18n';
import { formatNumber } from '../../lib/format-number';
import type { TLiveView } from '../../live/apply-message';
import { useLiveActions, useLiveSession } from '../../live/live-session-context';
import { sortQuestions, type TQaSort } from '../../live/qa-state';
import { CountedTextArea } from './counted-text-area';

const MAX = QA_LIMITS.textMax;

type TAskStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; pending: boolean; heldBack: boolean }
  | { kind: 'error'; message: string };

/**
 * The Q&A tab: ask (with or without the nickname, as the presenter allows), the board sorted by
 * most liked or newest, likes, and this phone's own questions waiting for approval.
 */
export function QaView(props: { view: TLiveView }): ReactNode {
  const { t } = useTranslation();
  const { loadQa } = useLiveActions();
  const { connected } = useLiveSession();
  const settings = props.view.audience.qa;
  const qa = props.view.qa;
  const [loadFailed, setLoadFailed] = useState(false);

  // Loaded on opening, and again after a reconnect (pushes may have been missed meanwhile).
  useEffect(() => {
    if (!connected) return;
    let live = true;
    void loadQa().then((ok) => {
      if (live) setLoadFailed(!ok);
    });
    return () => {
      live = false;
    };
  }, [connected, loadQa]);

  if (!settings) return <p className="panel-note">{t('qa.off')}</p>;
  return (
    <section className="panel qa" aria-labelledby="qa-title">
      <h1 id="qa-title" className="qa-title">
        {t('qa.title')}
      </h1>
      <AskForm names={settings.names} moderated={settings.moderated} />
      {qa ? (
        <QaBoard qa={qa} />
      ) : loadFailed ? (
        <p className="field-error" role="alert">
          {t('qa.loadFailed')}
        </p>
      ) : (
        <p className="hint" role="status">
          {t('qa.loading')}
        </p>
      )}
    </section>
  );
}

function AskForm(props: { names: 'named' | 'anonymous' | 'choice'; moderated: boolean }) {
  const { t } = useTranslation();
  const { askQuestion } = useLiveActions();
  const [text, setText] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [status, setStatus] = useState<TAskStatus>({ kind: 'idle' });
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const sending = status.kind === 'sending';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (sending) return;
    if (!trimmed) {
      setStatus({ kind: 'error', message: t('qa.empty') });
      return;
    }
    setStatus({ kind: 'sending' });
    const outcome = await askQuestion({
      requestId,
      text: trimmed,
      ...(props.names === 'choice' ? { anonymous } : {}),
    });
    if (outcome.ok) {
      setText('');
      setRequestId(crypto.randomUUID());
      setStatus({ kind: 'sent', pending: outcome.pending, heldBack: outcome.heldBack });
    } else {
      setStatus({ kind: 'error', message: outcome.error?.message ?? t('qa.sendFailed') });
    }
  };

  return (
    <form className="entry-form qa-ask" onSubmit={(e) => void onSubmit(e)} noValidate>
      <CountedTextArea
        id="qa-text"
        counterId="qa-counter"
        label={t('qa.label')}
        className="text-area qa-text"
        rows={3}
        max={MAX}
        value={text}
        describedBy="qa-how"
        invalid={status.kind === 'error'}
        onChange={(typed) => {
          setText(typed);
          if (status.kind !== 'sending') setStatus({ kind: 'idle' });
        }}
      />
      {props.names === 'choice' ? (
        <label className="qa-anonymous">
          <input
            type="checkbox"
            checked={anonymous}
            onChange={(e) => setAnonymous(e.target.checked)}
          />
          {t('qa.anonymous')}
        </label>
      ) : null}
      <p id="qa-how" className="hint">
        {[
          props.names === 'anonymous' ? t('qa.allAnonymous') : null,
          props.names === 'named' ? t('qa.allNamed') : null,
          props.moderated ? t('qa.moderated') : null,
        ]
          .filter(Boolean)
          .join(' ')}
      </p>
      <button type="submit" aria-disabled={sending || undefined}>
        {sending ? t('answer.sending') : t('qa.send')}
      </button>
      <div role="status" aria-live="polite">
        {status.kind === 'sent' ? (
          <p className="qa-sent">
            {status.heldBack ? t('qa.heldBack') : status.pending ? t('qa.waiting') : t('qa.sent')}
          </p>
        ) : null}
      </div>
      {status.kind === 'error' ? (
        <p className="field-error" role="alert">
          {status.message}
        </p>
      ) : null}
    </form>
  );
}

function QaBoard(props: { qa: TQaPhoneView }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<TQaSort>('liked');
  const { qa } = props;
  const open = sortQuestions(
    qa.questions.filter((q) => !q.answered),
    sort,
  );
  const answered = sortQuestions(
    qa.questions.filter((q) => q.answered),
    'newest',
  );
  const voted = new Set(qa.votedIds);
  return (
    <>
      {qa.pending.length > 0 ? (
        <section aria-labelledby="qa-mine-title">
          <h2 id="qa-mine-title" className="qa-subtitle">
            {t('qa.mine')}
          </h2>
          <ul className="qa-list">
            {qa.pending.map((q) => (
              <li key={q.id} className="qa-item qa-item--pending">
                <p className="qa-text-shown" dir="auto">
                  {q.text}
                </p>
                <p className="qa-meta">{t('qa.pendingTag')}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="qa-sort" role="group" aria-label={t('qa.sortLabel')}>
        {(['liked', 'newest'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className="qa-sort-button"
            aria-pressed={sort === option}
            onClick={() => setSort(option)}
          >
            {t(`qa.sort.${option}`)}
          </button>
        ))}
      </div>
      {open.length === 0 ? <p className="hint">{t('qa.none')}</p> : null}
      <ul className="qa-list" aria-label={t('qa.listLabel')}>
        {open.map((q) => (
          <QaItem
            key={q.id}
            question={q}
            voted={voted.has(q.id)}
            highlighted={q.id === qa.highlightedId}
          />
        ))}
      </ul>
      {answered.length > 0 ? (
        <details className="qa-answered">
          <summary>{t('qa.answered', { count: answered.length })}</summary>
          <ul className="qa-list">
            {answered.map((q) => (
              <QaItem key={q.id} question={q} voted={voted.has(q.id)} highlighted={false} />
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

function QaItem(props: { question: TQaPublicQuestion; voted: boolean; highlighted: boolean }) {
  const { t } = useTranslation();
  const { voteQuestion } = useLiveActions();
  const [busy, setBusy] = useState(false);
  const { question, voted } = props;
  const onVote = async () => {
    if (busy) return;
    setBusy(true);
    await voteQuestion(question.id, !voted);
    setBusy(false);
  };
  return (
    <li className={props.highlighted ? 'qa-item qa-item--highlighted' : 'qa-item'}>
      <p className="qa-text-shown" dir="auto">
        {question.text}
      </p>
      <p className="qa-meta">
        {question.author ?? t('qa.anonymousAuthor')}
        {props.highlighted ? ` · ${t('qa.onScreen')}` : ''}
      </p>
      <button
        type="button"
        className="qa-like"
        aria-pressed={voted}
        aria-disabled={busy || undefined}
        onClick={() => void onVote()}
      >
        {/* Named by what it shows (the count) and then what it does, for voice control too. */}
        <span aria-hidden="true">▲ </span>
        {formatNumber(question.votes)}
        <span className="visually-hidden"> — {t('qa.like', { count: question.votes })}</span>
      </button>
    </li>
  );
}
