import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Translates a validation code (from zod or the server) to words; other text passes through. */
export function useValidationText() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (codeOrText: string) => {
      const key = `validation.${codeOrText}`;
      return i18n.exists(key) ? t(key) : codeOrText;
    },
    [t, i18n],
  );
}
