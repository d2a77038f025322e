import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG } from '@crowdeck/core';
import { en } from './en';

/** Starts the message catalogue; other languages are added as resources beside `en`. */
export function initI18n(): typeof i18next {
  void i18next.use(initReactI18next).init({
    lng: DEFAULT_LANG,
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return i18next;
}
