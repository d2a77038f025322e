import { DEFAULT_LANG } from '@crowdeck/core';
import { createI18n } from '@crowdeck/web';
import { en } from './en';

/**
 * The phone's messages (createI18n from @crowdeck/web reads i18next's catalogue format without
 * shipping i18next). Other languages are added beside `en`, which fills every gap.
 */
const i18n = createI18n({ en }, 'en', DEFAULT_LANG);

export const { setLanguage, useTranslation } = i18n;

/** The language messages and numbers are shown in. */
export const currentLanguage = (): string => i18n.language();

/** Starts the message catalogue in the default language. */
export function initI18n(): void {
  i18n.setLanguage(DEFAULT_LANG);
}
