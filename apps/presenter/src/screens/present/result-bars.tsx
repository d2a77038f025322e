import { useTranslation } from '../../i18n/i18n';
import { darkerColour } from '@crowdeck/core';
import type { TBarRow } from '@crowdeck/web';

/**
 * Horizontal result bars (poll votes, quiz distribution) drawn with CSS so widths animate, with
 * a visually hidden table for screen readers. Correct options are marked once revealed.
 */
export function ResultBars({
  rows,
  caption,
  revealed = false,
}: {
  rows: TBarRow[];
  caption: string;
  revealed?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="result-bars">
      <ul className="result-bars__list" aria-hidden="true" data-fit-box>
        {rows.map((row) => (
          <li
            key={row.id}
            className={[
              'result-bar',
              revealed && row.isCorrect && 'result-bar--correct',
              revealed && !row.isCorrect && 'result-bar--wrong',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            <span className="result-bar__label">
              {revealed && row.isCorrect && <span className="result-bar__tick">✓</span>}
              <span dir="auto" className="result-bar__text">
                {row.text}
              </span>
            </span>
            <span className="result-bar__track">
              <span
                className="result-bar__fill"
                style={{
                  width: `${Math.max(row.width, row.count > 0 ? 2 : 0)}%`,
                  background: row.colour,
                  borderColor: darkerColour(row.colour),
                }}
              />
            </span>
            <span className="result-bar__figures">
              <strong>{row.count}</strong> <span>{row.percent}%</span>
            </span>
          </li>
        ))}
      </ul>
      <table className="visually-hidden">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('present.results.option')}</th>
            <th scope="col">{t('present.results.votes')}</th>
            <th scope="col">{t('present.results.percent')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th dir="auto" scope="row">
                {row.text}
                {revealed && row.isCorrect ? ` (${t('present.results.correct')})` : ''}
              </th>
              <td>{row.count}</td>
              <td>{row.percent}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
