import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { LIVE_LIMITS, type TPublicSlide } from '@crowdeck/core';
import type { TLiveView } from '../../live/apply-message';
import { countSentEntries } from '../../live/entry-count';
import { useAnswer } from '../../live/use-answer';
import { AnswerStatus } from './answer-status';
import { CountedTextArea } from './counted-text-area';
import { SlideQuestion } from './slide-question';

const MAX = LIVE_LIMITS.openEndedTextMax;

/** An open question: a short text (≤ 200 characters) with a counter, confirmed by the server. */
export function OpenEndedView(props: { view: TLiveView; slide: TPublicSlide }): ReactNode {
  const { t } = useTranslation();
  const { view, slide } = props;
  const answer = useAnswer(slide.id);
  const [text, setText] = useState('');
  const [sentHere, setSentHere] = useState(0);
  const [writingAnother, setWritingAnother] = useState(false);
  const sent = countSentEntries(view.audience.me, slide.id, sentHere);
  const allowed = Math.max(1, slide.entriesPerParticipant);
  const canSendMore = sent < allowed;
  const sending = answer.status.kind === 'sending';
  const showForm = sent === 0 || (writingAnother && canSendMore);
  const heldBack = answer.status.kind === 'sent' && answer.status.heldBack === true;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || sending) return;
    if (await answer.send({ text: trimmed })) {
      setSentHere((n) => n + 1);
      setText('');
      setWritingAnother(false);
    }
  };

  return (
    <section className="panel">
      <SlideQuestion slide={slide} />
      {showForm ? (
        <form className="entry-form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <CountedTextArea
            id="open-text"
            counterId="open-counter"
            label={t('openEnded.label')}
            className="text-area"
            rows={4}
            max={MAX}
            value={text}
            onChange={setText}
          />
          <button type="submit" aria-disabled={sending || !text.trim() || undefined}>
            {sending ? t('answer.sending') : t('openEnded.send')}
          </button>
        </form>
      ) : null}
      <AnswerStatus
        status={showForm && answer.status.kind === 'sent' ? { kind: 'idle' } : answer.status}
        answeredBefore={sent > 0 && !showForm}
        sentText={heldBack ? t('openEnded.heldBack') : t('openEnded.sent')}
        sentLead={heldBack ? t('openEnded.heldBackLead') : undefined}
        isHeldBack={heldBack}
        onRetry={answer.retry}
      />
      {!showForm && canSendMore ? (
        <button type="button" className="button-secondary" onClick={() => setWritingAnother(true)}>
          {t('openEnded.another')}
        </button>
      ) : null}
      {!canSendMore ? <p className="hint">{t('openEnded.allSent', { count: allowed })}</p> : null}
    </section>
  );
}
