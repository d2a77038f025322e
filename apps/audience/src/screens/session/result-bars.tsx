import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import type { TPublicOption, TSlideResults } from '@crowdeck/core';
import { getBarRows } from '@crowdeck/web';

/** Live poll results: one bar per option, in the option's colour, with its share. */
export function ResultBars(props: {
  options: readonly TPublicOption[];
  results: TSlideResults;
  chosenId: string | null;
}): ReactNode {
  const { t } = useTranslation();
  const { options, results, chosenId } = props;
  // Shares of the people who answered, in whole percent, as on the big screen.
  const rows = getBarRows(options, results.counts, [], results.totalResponses);

  return (
    <div className="bars">
      <h2 className="bars-title">{t('poll.resultsTitle')}</h2>
      <ul>
        {rows.map((row, index) => {
          const { count, percent } = row;
          const text = row.text.trim() || t('answer.option', { index: index + 1 });
          return (
            <li key={row.id} className={row.id === chosenId ? 'bar bar-chosen' : 'bar'}>
              <div className="bar-label">
                <span className="bar-text" dir="auto">
                  {text}
                </span>
                <span className="bar-value">
                  {percent}% · {t('poll.votes', { count })}
                </span>
              </div>
              <div className="bar-track" aria-hidden="true">
                <div
                  className="bar-fill"
                  style={{ width: `${percent}%`, background: row.colour }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
