import {
  binNumbers,
  resolveSettings,
  type TSlideResults,
  type TSlideSettings,
} from '@crowdeck/core';
import { useTranslation } from '../../i18n/i18n';
import { formatValue } from '../../lib/format-number';
import { getNumericScale } from './numeric-scale';

/** A position in percent, as a style value (two decimals are finer than a pixel). */
const percent = (n: number) => `${Math.round(n * 100) / 100}%`;

/** One decimal at most: "3.5", "2", "–" when nobody answered. */
const oneDecimal = (n: number | null | undefined) =>
  n === null || n === undefined ? '–' : formatValue(Math.round(n * 10) / 10);

/**
 * A numeric guess's results on the big screen: the spread as tall columns, and once a quiz
 * closes its correct value as a marker at that value and the scoring range shaded exactly (a
 * column only partly inside is only partly shaded), never a whole column ticked as right.
 */
export function NumericResults(props: {
  settings?: TSlideSettings;
  results: TSlideResults | null;
  revealed: boolean;
  caption: string;
}) {
  const { t } = useTranslation();
  const { results, caption } = props;
  const settings = resolveSettings(props.settings);
  const bins = binNumbers(results?.numbers ?? [], settings);
  const scale = getNumericScale(bins, settings.step);
  const most = Math.max(1, ...bins.map((bin) => bin.count));
  const correct = props.revealed ? results?.correctValue : undefined;
  const tolerance = results?.tolerance ?? 0;
  const band =
    correct !== undefined && tolerance > 0
      ? scale.band(correct - tolerance, correct + tolerance)
      : null;
  const label = (bin: { from: number; to: number }) =>
    bin.from === bin.to ? formatValue(bin.from) : `${formatValue(bin.from)}–${formatValue(bin.to)}`;
  return (
    <div className="format-results numeric-results">
      {correct !== undefined ? (
        <p className="numeric-results__answer">
          <span>{t('present.format.correctValue', { value: formatValue(correct) })}</span>
          {tolerance > 0 ? (
            <span className="numeric-results__range">
              {t('present.format.scoringRange', {
                low: formatValue(correct - tolerance),
                high: formatValue(correct + tolerance),
              })}
            </span>
          ) : null}
        </p>
      ) : null}
      <figure className="numeric-chart" dir="ltr" aria-label={caption}>
        <div className="numeric-chart__plot" aria-hidden="true">
          {band ? (
            <div
              className="numeric-chart__band"
              data-testid="numeric-band"
              style={{ left: percent(band.from), width: percent(band.to - band.from) }}
            />
          ) : null}
          {bins.map((bin) => (
            <div key={`${bin.from}-${bin.to}`} className="numeric-chart__column">
              <span className="numeric-chart__count">{bin.count > 0 ? bin.count : ''}</span>
              <span
                className="numeric-chart__bar"
                style={{ height: `${(bin.count / most) * 100}%` }}
              />
            </div>
          ))}
          {correct !== undefined ? (
            <div
              className="numeric-chart__marker"
              data-testid="numeric-marker"
              style={{ left: percent(scale.at(correct)) }}
            >
              <span className="numeric-chart__marker-value">{formatValue(correct)}</span>
            </div>
          ) : null}
        </div>
        <div className="numeric-chart__axis" aria-hidden="true">
          {bins.map((bin) => (
            <span key={`${bin.from}-${bin.to}`}>{label(bin)}</span>
          ))}
        </div>
        <table className="visually-hidden">
          <caption>{caption}</caption>
          <tbody>
            {bins.map((bin) => (
              <tr key={`${bin.from}-${bin.to}`}>
                <th scope="row">{label(bin)}</th>
                <td>{bin.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
      <p className="numeric-results__summary">
        {t('present.format.numberSummary', {
          average: oneDecimal(results?.average),
          median: oneDecimal(results?.median),
        })}
      </p>
    </div>
  );
}
