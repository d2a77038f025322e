import { DECK_LIMITS, IMPORT_LIMITS, type TImportCapabilities } from '@crowdeck/core';
import { problemKey, toMegabytes, type TImportProblem } from '../../import/import-state';
import { useTranslation } from '../../i18n/i18n';
import { wordMessage } from '../../i18n/word-message';
import { formatNumber } from '../../lib/format-number';

/** Plain words for why an import did not happen, with the limits it ran into. */
export function useProblemText() {
  const { t } = useTranslation();
  return (problem: TImportProblem, capabilities: TImportCapabilities | undefined): string => {
    if ('message' in problem) return wordMessage(t, problem.message);
    return t(problemKey(problem.code), {
      size: formatNumber(toMegabytes(capabilities?.fileMaxBytes ?? IMPORT_LIMITS.fileMaxBytes)),
      pages: formatNumber(capabilities?.pagesMax ?? IMPORT_LIMITS.pagesMax),
      slides: formatNumber(DECK_LIMITS.slidesMax),
      minutes: formatNumber(Math.round(IMPORT_LIMITS.timeoutSec / 60)),
    });
  };
}
