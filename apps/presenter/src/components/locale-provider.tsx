import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { numberLocale } from '../i18n/i18n';
import { usePresenterStore } from '../state/presenter-store';

/** Gives React Aria's widgets the app's language: numbers, direction and their own labels. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const lang = usePresenterStore((state) => state.lang);
  return <I18nProvider locale={lang ? numberLocale() : undefined}>{children}</I18nProvider>;
}
