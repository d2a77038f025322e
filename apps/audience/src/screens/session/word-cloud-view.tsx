import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { LIVE_LIMITS, type TPublicSlide } from '@crowdeck/core';
import type { TLiveView } from '../../live/apply-message';
import { countSentEntries } from '../../live/entry-count';
import { useAnswer } from '../../live/use-answer';
import { useRefusalText } from './answer-status';
import { SlideQuestion } from './slide-question';

/** A word cloud: up to the slide's number of words, one at a time, each confirmed by the server. */
export function WordCloudView(props: { view: TLiveView; slide: TPublicSlide }): ReactNode {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const { view, slide } = props;
  const answer = useAnswer(slide.id);
  const [word, setWord] = useState('');
  const [sentWords, setSentWords] = useState<string[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const max = Math.max(1, slide.entriesPerParticipant);
  const sent = countSentEntries(view.audience.me, slide.id, sentWords.length);
  const refusedAll = answer.status.kind === 'refused' && answer.status.code === 'too_many_entries';
  const done = sent >= max || refusedAll;
  const sending = answer.status.kind === 'sending';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const text = word.trim();
    if (!text || sending) return;
    if (await answer.send({ words: [text] })) {
      setSentWords((list) => [...list, text]);
      setWord('');
      inputRef.current?.focus();
    }
  };

  return (
    <section className="panel">
      <SlideQuestion slide={slide} />
      {done ? (
        <p className="confirm confirm-title" role="status">
          <span aria-hidden="true">✓ </span>
          {t('words.done')}
        </p>
      ) : (
        <form className="entry-form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <label htmlFor="word">{t('words.label')}</label>
          <div className="entry-row">
            <input
              dir="auto"
              ref={inputRef}
              id="word"
              className="text-input"
              autoComplete="off"
              enterKeyHint="send"
              placeholder={t('words.placeholder')}
              maxLength={LIVE_LIMITS.wordMax}
              value={word}
              aria-describedby="word-progress"
              onChange={(e) => setWord(e.target.value)}
            />
            <button
              type="submit"
              className="entry-send"
              aria-disabled={sending || !word.trim() || undefined}
            >
              {sending ? t('answer.sending') : t('words.send')}
            </button>
          </div>
        </form>
      )}
      <p id="word-progress" className="hint" role="status">
        {t('words.progress', { sent, max })}
      </p>
      {answer.status.kind === 'sent' && answer.status.heldBack ? (
        <p className="refusal" role="alert">
          {t('words.heldBack')}
        </p>
      ) : null}
      {answer.status.kind === 'refused' && !refusedAll ? (
        <p className="refusal" role="alert">
          {refusalText(answer.status.code)}
        </p>
      ) : null}
      {sentWords.length > 0 ? (
        <div className="sent-list">
          <h2 className="bars-title">{t('words.sentTitle')}</h2>
          <ul className="chips">
            {sentWords.map((text, index) => (
              <li key={`${index}-${text}`} className="chip" dir="auto">
                {text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
