import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES, getFontStylesheetUrls } from '@crowdeck/core';
import { useLiveFixture } from '../../test/live-fixture';

const t = useLiveFixture({ presenter: false });

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

  it('lets phones on the audience origin load the stylesheets and font files', async () => {
    const [url] = getFontStylesheetUrls(t.config.fontsUrl, 'Poppins');
    const path = new URL(url as string).pathname;
    const css = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { origin: 'http://localhost:3001' },
    });
    const file = /url\(\.\/(files\/[^)]+\.woff2)\)/.exec(css.body)?.[1];
    const font = await t.app.inject({
      method: 'GET',
      url: `${path.replace(/[^/]+$/, '')}${file}`,
      headers: { origin: 'http://localhost:3001' },
    });
    for (const response of [css, font]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['access-control-allow-origin']).toMatch(
        /^(\*|http:\/\/localhost:3001)$/,
      );
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
