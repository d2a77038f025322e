import type { Page } from '@playwright/test';

/** Families of the font faces the page has actually loaded (quotes dropped). */
export function loadedFontFamilies(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const families: string[] = [];
    document.fonts.forEach((face) => {
      if (face.status === 'loaded') families.push(face.family.replace(/"/g, ''));
    });
    return families;
  });
}
