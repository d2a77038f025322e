import {
  getFilledOptions,
  getPaletteColour,
  resolveSettings,
  type TAnswerFormat,
  type TSlideResults,
  type TSlideSettings,
} from '@crowdeck/core';
import { getBarRows, PlaceRow, type TPlaceRowClasses } from '@crowdeck/web';
import { useTranslation } from '../../i18n/i18n';
import { formatValue } from '../../lib/format-number';
import { NumericResults } from './numeric-results';
import { ResultBars } from './result-bars';

/** The ranking's results: each item's place, its text and its average place. */
const RANKING_ROW_CLASSES: TPlaceRowClasses = {
  place: 'ranking-results__place',
  name: 'ranking-results__name',
  score: 'ranking-results__average',
};

/** One decimal at most: "3.5", "2", "–" when nobody answered. */
const oneDecimal = (n: number | null | undefined) =>
  n === null || n === undefined ? '–' : formatValue(Math.round(n * 10) / 10);

/**
 * The big screen's results of the formats beyond one choice: typed answers, a number's spread,
 * each statement's average, the items' average place. `revealed`: a closed quiz shows its answer.
 */
export function FormatResults(props: {
  /** The slide (or the report's copy of it, as it was played). */
  slide: {
    question: string;
    format?: TAnswerFormat;
    settings?: TSlideSettings;
    options: readonly { id: string; text: string; imageUrl?: string | null }[];
  };
  results: TSlideResults | null;
  revealed: boolean;
}) {
  const { t } = useTranslation();
  const { slide, results, revealed } = props;
  const caption = t('present.results.caption', { question: slide.question });
  const options = getFilledOptions(slide.options);
  const nameOf = (id: string) => {
    const index = options.findIndex((o) => o.id === id);
    return options[index]?.text || t('present.optionNumber', { number: index + 1 });
  };

  if (slide.format === 'typeAnswer') {
    const texts = results?.texts ?? [];
    const rows = getBarRows(
      texts.map((row, i) => ({ id: `${i}`, text: row.text, colour: getPaletteColour(i) })),
      Object.fromEntries(texts.map((row, i) => [`${i}`, row.count])),
      revealed ? texts.flatMap((row, i) => (row.correct ? [`${i}`] : [])) : [],
    );
    return (
      <div className="format-results">
        {revealed && results?.acceptedAnswers ? (
          <p className="format-results__answer">
            {t('present.format.accepted', { answers: results.acceptedAnswers.join(', ') })}
          </p>
        ) : null}
        {rows.length > 0 ? (
          <ResultBars rows={rows.slice(0, 8)} caption={caption} revealed={revealed} />
        ) : (
          <p className="stage__hint">{t('present.format.noAnswers')}</p>
        )}
      </div>
    );
  }

  if (slide.format === 'numeric') {
    return (
      <NumericResults
        settings={slide.settings}
        results={results}
        revealed={revealed}
        caption={caption}
      />
    );
  }

  if (slide.format === 'scales') {
    const settings = resolveSettings(slide.settings);
    const minLabel = settings.minLabel || t('present.format.scaleLow');
    const maxLabel = settings.maxLabel || t('present.format.scaleHigh');
    return (
      <div className="format-results">
        <p className="format-results__summary">
          {t('present.format.scaleLegend', {
            min: minLabel,
            max: maxLabel,
            top: settings.scaleMax,
          })}
        </p>
        <table className="scale-table" data-fit-box>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('present.format.statement')}</th>
              <th scope="col">{t('present.format.average')}</th>
              <th scope="col" className="visually-hidden">
                {t('present.format.spread')}
              </th>
            </tr>
          </thead>
          <tbody>
            {(results?.scales ?? []).map((row) => {
              const rated = row.counts.reduce((sum, n) => sum + n, 0);
              return (
                <tr key={row.optionId}>
                  <th dir="auto" scope="row">
                    {nameOf(row.optionId)}
                  </th>
                  <td>
                    <span className="scale-table__average">
                      <span className="scale-meter" aria-hidden="true">
                        <span
                          className="scale-meter__fill"
                          style={{
                            width: `${row.average === null ? 0 : ((row.average - 1) / Math.max(1, settings.scaleMax - 1)) * 100}%`,
                          }}
                        />
                      </span>
                      <strong>{oneDecimal(row.average)}</strong>
                    </span>
                  </td>
                  <td className="scale-table__spread">
                    {t('present.format.spreadText', {
                      rated,
                      skipped: row.skipped,
                      counts: row.counts.map((n, i) => `${i + 1}: ${n}`).join(' · '),
                    })}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  }

  if (slide.format === 'ranking') {
    return (
      <ol className="ranking-results" data-fit-box aria-label={caption}>
        {(results?.ranking ?? []).map((row, index) => (
          <PlaceRow
            key={row.optionId}
            className="ranking-results__item"
            classes={RANKING_ROW_CLASSES}
            isPlaceHidden
            place={index + 1}
            name={nameOf(row.optionId)}
            score={t('present.format.averagePlace', { value: oneDecimal(row.averagePosition) })}
          />
        ))}
      </ol>
    );
  }
  return null;
}
