import { toFontStack, useFontStylesheets as useShared } from '@crowdeck/web';
import { runtimeConfig } from '../config/runtime-config';

/** Loads the self-hosted stylesheets of the given families (Inter ships with the app). */
export function useFontStylesheets(families: readonly (string | null | undefined)[]): void {
  useShared(runtimeConfig.fontsUrl, families);
}

export { toFontStack };
