import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG } from '@crowdeck/core';
import { usePresenterStore } from '../state/presenter-store';
import { en } from './en';

/** Starts i18next with the bundled catalogue, in the store's language; flat keys with dots. */
export function setupI18n(): typeof i18next {
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: usePresenterStore.getState().lang,
    fallbackLng: DEFAULT_LANG,
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}
