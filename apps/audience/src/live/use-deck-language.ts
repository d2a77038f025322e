import { useEffect } from 'react';
import { browserLanguage, setLanguage } from '../i18n';

/**
 * Follows the language the presenter chose for the deck's phones; without one (null), the
 * phone's own. `undefined`: not joined yet, nothing changes.
 */
export function useDeckLanguage(language: string | null | undefined): void {
  useEffect(() => {
    if (language === undefined) return;
    setLanguage(language ?? browserLanguage()).catch(() => undefined);
  }, [language]);
}
