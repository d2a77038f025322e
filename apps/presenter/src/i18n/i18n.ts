import { DEFAULT_LANG } from '@crowdeck/core';
import { createI18n, type TMessageKey } from '@crowdeck/web';
import { usePresenterStore } from '../state/presenter-store';
import { en } from './en';

/**
 * The presenter's messages: flat dotted keys in i18next's catalogue format, read by createI18n
 * from @crowdeck/web (no i18next in the bundle), in the store's language, English filling gaps.
 */
/** Every message key of the presenter app: t() refuses any other at the type check. */
export type TPresenterKey = TMessageKey<typeof en>;

export const i18n = createI18n<TPresenterKey>(
  { en },
  DEFAULT_LANG,
  usePresenterStore.getState().lang,
);

export const { useTranslation } = i18n;
