import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPublicOption, TSlideResults } from '@crowdeck/core';
import { toPercent } from '../../lib/format-number';

/** Live poll results: one bar per option, in the option's colour, with its share. */
export function ResultBars(props: {
  options: readonly TPublicOption[];
  results: TSlideResults;
  chosenId: string | null;
}): ReactNode {
  const { t } = useTranslation();
  const { options, results, chosenId } = props;
  const total = options.reduce((sum, option) => sum + (results.counts[option.id] ?? 0), 0);

  return (
    <div className="bars">
      <h2 className="bars-title">{t('poll.resultsTitle')}</h2>
      <ul>
        {options.map((option, index) => {
          const count = results.counts[option.id] ?? 0;
          const percent = toPercent(count, total);
          const text = option.text.trim() || t('answer.option', { index: index + 1 });
          return (
            <li key={option.id} className={option.id === chosenId ? 'bar bar-chosen' : 'bar'}>
              <div className="bar-label">
                <span className="bar-text">{text}</span>
                <span className="bar-value">
                  {percent}% · {t('poll.votes', { count })}
                </span>
              </div>
              <div className="bar-track" aria-hidden="true">
                <div
                  className="bar-fill"
                  style={{ width: `${percent}%`, background: option.colour }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
