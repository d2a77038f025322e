import type { UseQueryResult } from '@tanstack/react-query';
import type { TImportCapabilities } from '@crowdeck/core';
import { toMegabytes } from '../../import/import-state';
import { useTranslation } from '../../i18n/i18n';
import { useErrorMessage } from '../../i18n/use-error-message';
import { formatNumber } from '../../lib/format-number';
import { RetryButton } from '../../components/load-status';

/**
 * Says up front what this server imports (PDF always; PowerPoint only with LibreOffice, else why
 * not and what to do), and how Google Slides and Keynote decks come in.
 */
export function ImportFormats({ query }: { query: UseQueryResult<TImportCapabilities> }) {
  const { t } = useTranslation();
  const loadError = useErrorMessage(query.error);

  if (query.isPending) {
    return (
      <p className="import-dialog__checking" role="status">
        <span className="spinner spinner--small" aria-hidden="true" /> {t('import.checking')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="notice notice--error" role="alert">
        <p>{t('import.capabilitiesError', { reason: loadError ?? '' })}</p>
        <RetryButton query={query} className="button button--secondary button--small">
          {t('import.retry')}
        </RetryButton>
      </div>
    );
  }

  const { formats, fileMaxBytes, pagesMax } = query.data;
  const values = { size: formatNumber(toMegabytes(fileMaxBytes)), pages: formatNumber(pagesMax) };
  return (
    <div className="import-dialog__formats">
      {formats.pptx.available ? (
        <p>{t('import.formatsBoth', values)}</p>
      ) : (
        <p className="notice notice--warning">{t('import.formatsPdfOnly', values)}</p>
      )}
      <p className="field__hint">{t('import.otherTools')}</p>
    </div>
  );
}
