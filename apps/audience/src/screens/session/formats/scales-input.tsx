import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import type { TFormatInputProps } from './format-input';
import { FormatForm } from './format-form';

/** Scales: each statement rated from 1 to the scale's top, or skipped. */
export function ScalesInput(props: TFormatInputProps): ReactNode {
  const { t } = useTranslation();
  const { slide, locked, status } = props;
  const top = slide.settings?.scaleMax ?? 5;
  const minLabel = slide.settings?.minLabel || t('formats.scaleLow');
  const maxLabel = slide.settings?.maxLabel || t('formats.scaleHigh');
  const [ratings, setRatings] = useState<Record<string, number | null>>({});
  const rated = Object.values(ratings).some((v) => v !== null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (locked || !rated) return;
    const all = Object.fromEntries(props.options.map((o) => [o.id, ratings[o.id] ?? null]));
    props.onSubmit({ ratings: all });
  };
  const values = Array.from({ length: top }, (_, i) => i + 1);
  return (
    <FormatForm onSubmit={onSubmit} status={status} disabled={locked || !rated}>
      {props.options.map((option, index) => {
        const name = option.text.trim() || t('formats.statement', { index: index + 1 });
        const current = ratings[option.id] ?? null;
        return (
          <fieldset key={option.id} className="scale" disabled={locked}>
            <legend className="scale-statement" dir="auto">
              {name}
            </legend>
            <div className={top > 5 ? 'scale-row scale-row--ten' : 'scale-row'}>
              {values.map((v) => (
                <label key={v} className={current === v ? 'scale-dot scale-dot--on' : 'scale-dot'}>
                  <input
                    type="radio"
                    name={`scale-${option.id}`}
                    value={v}
                    checked={current === v}
                    onChange={() => setRatings((r) => ({ ...r, [option.id]: v }))}
                  />
                  <span>{v}</span>
                </label>
              ))}
            </div>
            <div className="scale-ends" aria-hidden="true">
              <span>{minLabel}</span>
              <span>{maxLabel}</span>
            </div>
            <p className="visually-hidden">
              {t('formats.scaleEnds', { min: minLabel, max: maxLabel, top })}
            </p>
            {current !== null ? (
              <button
                type="button"
                className="button-secondary scale-skip"
                onClick={() => setRatings((r) => ({ ...r, [option.id]: null }))}
              >
                {t('formats.skip')}
              </button>
            ) : (
              <p className="hint">{t('formats.skipped')}</p>
            )}
          </fieldset>
        );
      })}
    </FormatForm>
  );
}
