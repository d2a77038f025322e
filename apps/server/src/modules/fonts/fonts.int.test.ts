import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FONT_FAMILIES, getFontStylesheetUrls } from '@crowdeck/core';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('self-hosted fonts', () => {
  it('serves a stylesheet and its font files for every family in the catalogue', async () => {
    for (const { family } of FONT_FAMILIES) {
      const [url] = getFontStylesheetUrls(t.config.fontsUrl, family);
      const css = await t.app.inject({ method: 'GET', url: new URL(url as string).pathname });
      expect(css.statusCode, family).toBe(200);
      expect(css.headers['content-type']).toMatch(/^text\/css/);
      expect(css.body).toContain(`font-family: '${family}'`);

      const file = /url\(\.\/(files\/[^)]+\.woff2)\)/.exec(css.body)?.[1];
      expect(file, family).toBeDefined();
      const base = new URL(url as string).pathname.replace(/[^/]+$/, '');
      const font = await t.app.inject({ method: 'GET', url: `${base}${file}` });
      expect(font.statusCode).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
    }
  });

  it('serves nothing else from the font packages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/fonts/roboto/package.json' });
    expect(res.statusCode).toBe(404);
    const unknown = await t.app.inject({ method: 'GET', url: '/fonts/comic-sans/400.css' });
    expect(unknown.statusCode).toBe(404);
  });

  it('tells the browser apps where fonts are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.js' });
    expect(res.body).toContain(`"fontsUrl":"${t.config.fontsUrl}"`);
  });
});
