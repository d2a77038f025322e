import { isolateText } from '@crowdeck/web';
import { describeProgress, type TImportPhase } from '../../import/import-state';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format-number';

/**
 * The import under way: the file's name, a bar (indeterminate while the page count is unknown)
 * and one line in words — the upload's percentage, then "Page 12 of 50".
 */
export function ImportProgress({ phase, fileName }: { phase: TImportPhase; fileName: string }) {
  const { t } = useTranslation();
  const progress = describeProgress(phase);
  if (!progress) return null;
  // Numbers in the language's digits; a count stays a number (it picks the plural form).
  const values = Object.fromEntries(
    Object.entries(progress.values).map(([name, value]) => [
      name,
      name === 'count' ? value : formatNumber(value),
    ]),
  );
  const text = t(progress.key, values);
  return (
    <div className="import-progress">
      <p className="import-progress__file" dir="auto">
        {t('import.importing', { name: isolateText(fileName) })}
      </p>
      <progress
        className="import-progress__bar"
        max={100}
        value={progress.fraction === null ? undefined : Math.round(progress.fraction * 100)}
        aria-label={t('import.progressLabel')}
        aria-valuetext={text}
      />
      <p className="import-progress__text" role="status" aria-live="polite" data-import-progress>
        {text}
      </p>
    </div>
  );
}
