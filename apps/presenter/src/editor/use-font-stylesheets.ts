import { useEffect } from 'react';
import { DEFAULT_FONT_FAMILY, getFontStylesheetUrls } from '@crowdeck/core';
import { runtimeConfig } from '../config/runtime-config';

/** Adds a stylesheet <link> once per address; fonts stay loaded for the rest of the visit. */
function ensureStylesheet(href: string): void {
  const exists = [...document.querySelectorAll<HTMLLinkElement>('link[data-font-stylesheet]')].some(
    (link) => link.href === new URL(href, window.location.href).href,
  );
  if (exists) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.fontStylesheet = 'true';
  document.head.appendChild(link);
}

/** Loads the self-hosted stylesheets of the given families plus the default font from fontsUrl. */
export function useFontStylesheets(families: readonly (string | null | undefined)[]): void {
  const key = families.filter(Boolean).join('|');
  useEffect(() => {
    const wanted = new Set([DEFAULT_FONT_FAMILY, ...key.split('|').filter(Boolean)]);
    for (const family of wanted) {
      for (const href of getFontStylesheetUrls(runtimeConfig.fontsUrl, family))
        ensureStylesheet(href);
    }
  }, [key]);
}

/** CSS font-family value of a presentation: its family, then the default, then system fonts. */
export function toFontStack(family: string | null | undefined): string {
  const families = [family, DEFAULT_FONT_FAMILY].filter(Boolean).map((name) => `'${name}'`);
  return `${[...new Set(families)].join(', ')}, system-ui, sans-serif`;
}
