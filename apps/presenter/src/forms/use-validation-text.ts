import type { TPresenterKey } from '../i18n/i18n';
import { useCallback } from 'react';
import { i18n, useTranslation } from '../i18n/i18n';

/** Translates a validation code (from zod or the server) to words; other text passes through. */
export function useValidationText() {
  const { t } = useTranslation();
  return useCallback(
    (codeOrText: string) => {
      const key = `validation.${codeOrText}`;
      // A server code the catalogue may not know: checked at run time, then read.
      return i18n.exists(key) ? t(key as TPresenterKey) : codeOrText;
    },
    [t],
  );
}
