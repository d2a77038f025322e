import { useEffect } from 'react';
import { DEFAULT_FONT_FAMILY, FONT_FAMILIES, getFontStylesheetUrls } from '@crowdeck/core';

/** Adds a stylesheet <link> once per address; fonts stay loaded for the rest of the visit. */
function ensureStylesheet(href: string): void {
  const absolute = new URL(href, window.location.href).href;
  const links = document.querySelectorAll<HTMLLinkElement>('link[data-font-stylesheet]');
  if ([...links].some((link) => link.href === absolute)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.fontStylesheet = 'true';
  document.head.appendChild(link);
}

/**
 * Loads the self-hosted stylesheets of the given families from `fontsUrl`. The default family
 * (Inter) ships inside both apps, so it is never fetched.
 */
export function useFontStylesheets(
  fontsUrl: string,
  families: readonly (string | null | undefined)[],
): void {
  const key = families.filter(Boolean).join('|');
  useEffect(() => {
    const wanted = new Set(key.split('|').filter((f) => f && f !== DEFAULT_FONT_FAMILY));
    for (const family of wanted) {
      for (const href of getFontStylesheetUrls(fontsUrl, family)) ensureStylesheet(href);
    }
  }, [fontsUrl, key]);
}

/**
 * CSS font-family value of a presentation: its family (only one of the catalogue's: the value
 * ends up in a style attribute), then the default, then system fonts.
 */
export function toFontStack(family: string | null | undefined): string {
  const known = FONT_FAMILIES.some((f) => f.family === family) ? family : null;
  const families = [...new Set([known, DEFAULT_FONT_FAMILY].filter(Boolean))];
  return `${families.map((name) => `'${name}'`).join(', ')}, system-ui, sans-serif`;
}
