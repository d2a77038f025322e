import { useState, type FormEvent, type ReactNode } from 'react';
import type { TPublicSlide } from '@crowdeck/core';
import { useTranslation } from '../../i18n';

/** The fields of an answer request, as the slide's format asks for them. */
export type TAnswerFields = Record<string, unknown>;

/** The answer form of one slide of an assignment: every format, keyboard and phone friendly. */
export function AssignmentAnswer({
  slide,
  busy,
  onAnswer,
}: {
  slide: TPublicSlide;
  busy: boolean;
  onAnswer: (fields: TAnswerFields) => void;
}): ReactNode {
  const { t } = useTranslation();
  const format = slide.format ?? 'choice';
  const [chosen, setChosen] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [order, setOrder] = useState(() => slide.options.map((o) => o.id));
  const [ratings, setRatings] = useState<Record<string, number | null>>({});
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (slide.type === 'wordCloud') {
      const words = text
        .split(',')
        .map((w) => w.trim())
        .filter(Boolean);
      onAnswer({ words });
    } else if (slide.type === 'openEnded') onAnswer({ text });
    else if (format === 'multi') onAnswer({ optionIds: chosen });
    else if (format === 'typeAnswer') onAnswer({ text });
    else if (format === 'numeric') onAnswer({ number: Number(text) });
    else if (format === 'ranking') onAnswer({ order });
    else if (format === 'scales') {
      onAnswer({
        ratings: Object.fromEntries(slide.options.map((o) => [o.id, ratings[o.id] ?? null])),
      });
    }
  };
  const submit = (
    <button type="submit" className="button button--primary" disabled={busy}>
      {t('assignment.send')}
    </button>
  );

  if (slide.type === 'wordCloud' || slide.type === 'openEnded' || format === 'typeAnswer') {
    const label = slide.type === 'wordCloud' ? t('assignment.words') : t('openEnded.label');
    return (
      <form className="assignment-answer" onSubmit={send}>
        <label className="field">
          <span className="field__label">{label}</span>
          {slide.type === 'openEnded' ? (
            <textarea dir="auto" required value={text} onChange={(e) => setText(e.target.value)} />
          ) : (
            <input dir="auto" required value={text} onChange={(e) => setText(e.target.value)} />
          )}
        </label>
        {submit}
      </form>
    );
  }
  if (format === 'numeric') {
    const settings = slide.settings as { min?: number; max?: number; step?: number } | undefined;
    return (
      <form className="assignment-answer" onSubmit={send}>
        <label className="field">
          <span className="field__label">{t('assignment.number')}</span>
          <input
            type="number"
            required
            min={settings?.min}
            max={settings?.max}
            step={settings?.step ?? 'any'}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        {submit}
      </form>
    );
  }
  if (format === 'ranking') {
    const move = (index: number, by: number) => {
      const next = [...order];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      setOrder(next);
    };
    const textOf = (id: string) => slide.options.find((o) => o.id === id)?.text ?? '';
    return (
      <form className="assignment-answer" onSubmit={send}>
        <ol className="assignment-ranking">
          {order.map((id, index) => (
            <li key={id}>
              <span>{textOf(id)}</span>
              <button
                type="button"
                className="button button--small"
                disabled={index === 0}
                aria-label={t('assignment.moveUp', { item: textOf(id) })}
                onClick={() => move(index, -1)}
              >
                ↑
              </button>
            </li>
          ))}
        </ol>
        {submit}
      </form>
    );
  }
  if (format === 'scales') {
    const max = (slide.settings as { scaleMax?: number } | undefined)?.scaleMax ?? 5;
    return (
      <form className="assignment-answer" onSubmit={send}>
        {slide.options.map((o) => (
          <label key={o.id} className="field">
            <span dir="auto" className="field__label">
              {o.text}
            </span>
            <select
              value={ratings[o.id] ?? ''}
              onChange={(e) =>
                setRatings({ ...ratings, [o.id]: e.target.value ? Number(e.target.value) : null })
              }
            >
              <option value="">–</option>
              {Array.from({ length: max }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </select>
          </label>
        ))}
        {submit}
      </form>
    );
  }
  if (format === 'multi') {
    return (
      <form className="assignment-answer" onSubmit={send}>
        <fieldset className="assignment-options">
          <legend dir="auto" className="visually-hidden">
            {slide.question}
          </legend>
          {slide.options.map((o) => (
            <label dir="auto" key={o.id} className="assignment-option">
              <input
                type="checkbox"
                checked={chosen.includes(o.id)}
                onChange={(e) =>
                  setChosen(
                    e.target.checked ? [...chosen, o.id] : chosen.filter((id) => id !== o.id),
                  )
                }
              />{' '}
              {o.text}
            </label>
          ))}
        </fieldset>
        {submit}
      </form>
    );
  }
  // One choice: each option is its own button, the answer sent as it is chosen.
  return (
    <div className="assignment-options" role="group" aria-label={slide.question}>
      {slide.options.map((o) => (
        <button
          dir="auto"
          key={o.id}
          type="button"
          className="assignment-option button"
          style={{ borderInlineStartColor: o.colour }}
          disabled={busy}
          onClick={() => onAnswer({ optionId: o.id })}
        >
          {o.text}
        </button>
      ))}
    </div>
  );
}
