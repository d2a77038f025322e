import { useEffect } from 'react';
import { DEFAULT_FONT_FAMILY, FONT_FAMILIES, getFontStylesheetUrls } from '@crowdeck/core';
import { runtimeConfig } from '../lib/runtime-config';

/** Loads the presentation's font from the fonts service (Inter ships with the app). */
export function useFontStylesheets(family: string | null): void {
  useEffect(() => {
    if (!family || family === DEFAULT_FONT_FAMILY) return;
    for (const href of getFontStylesheetUrls(runtimeConfig.fontsUrl, family)) {
      const absolute = new URL(href, window.location.href).href;
      const links = document.querySelectorAll<HTMLLinkElement>('link[data-font-stylesheet]');
      if ([...links].some((link) => link.href === absolute)) continue;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.dataset.fontStylesheet = 'true';
      document.head.appendChild(link);
    }
  }, [family]);
}

/** CSS font-family value: the presentation's family, then Inter, then system fonts. */
export function toFontStack(family: string | null): string {
  const known = FONT_FAMILIES.some((f) => f.family === family) ? family : null;
  const families = [...new Set([known, DEFAULT_FONT_FAMILY].filter(Boolean))];
  return `${families.map((name) => `'${name}'`).join(', ')}, system-ui, sans-serif`;
}
