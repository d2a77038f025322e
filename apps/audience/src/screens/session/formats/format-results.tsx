import type { ReactNode } from 'react';
import type { TPublicOption, TPublicSlide, TSlideResults } from '@crowdeck/core';
import { useTranslation } from '../../../i18n';
import { formatValue } from '../../../lib/format-number';
import { ResultBars } from '../result-bars';

/** Live results of a poll in a format other than a single choice, as the phone shows them. */
export default function FormatResults(props: {
  slide: TPublicSlide;
  results: TSlideResults;
}): ReactNode {
  const { t } = useTranslation();
  const { slide, results } = props;
  const nameOf = (option: TPublicOption | undefined, index: number) =>
    option?.text.trim() || t('formats.item', { index: index + 1 });
  const byId = new Map(slide.options.map((o, i) => [o.id, { option: o, index: i }]));
  const one = (n: number | null | undefined) =>
    n === null || n === undefined ? '–' : formatValue(Math.round(n * 10) / 10);

  // Scales (average rating) and ranking (average place, best first): one row per option.
  const rows = results.scales
    ? results.scales.map((r) => ({
        id: r.optionId,
        text: t('formats.average', { value: one(r.average) }),
      }))
    : results.ranking?.map((r) => ({
        id: r.optionId,
        text: t('formats.averagePlace', { value: one(r.averagePosition) }),
      }));
  if (rows) {
    const List = results.ranking ? 'ol' : 'ul';
    return (
      <div className="bars">
        <h2 className="bars-title">{t('poll.resultsTitle')}</h2>
        <List className="format-results">
          {rows.map((row) => {
            const found = byId.get(row.id);
            return (
              <li key={row.id}>
                <span className="bar-text" dir="auto">
                  {nameOf(found?.option, found?.index ?? 0)}
                </span>
                <span dir="auto" className="bar-value">
                  {row.text}
                </span>
              </li>
            );
          })}
        </List>
      </div>
    );
  }
  if (results.numbers) {
    return (
      <div className="bars">
        <h2 className="bars-title">{t('poll.resultsTitle')}</h2>
        <p className="result-total">
          {t('formats.numberSummary', {
            average: one(results.average),
            median: one(results.median),
            count: results.totalResponses,
          })}
        </p>
      </div>
    );
  }
  return <ResultBars options={slide.options} results={results} chosenId={null} />;
}
