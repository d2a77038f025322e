import { toFontStack, useFontStylesheets as useShared } from '@crowdeck/web';
import { runtimeConfig } from '../lib/runtime-config';

/** Loads the presentation's font from the fonts service (Inter ships with the app). */
export function useFontStylesheets(family: string | null): void {
  useShared(runtimeConfig.fontsUrl, [family]);
}

export { toFontStack };
