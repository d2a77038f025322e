import { rm } from 'node:fs/promises';
import { OUTLOOK_ADDIN_PATHS } from '@crowdeck/core';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePresenterDist } from '../../../test/presenter-dist';
import { createTestApp, type TTestApp } from '../../../test/test-app';

const PAGE = '<!doctype html><title>Crowdeck for Outlook</title><div id="root"></div>';

describe('the Outlook add-in on a running server', () => {
  let t: TTestApp;
  let dist: string;
  beforeAll(async () => {
    // A presenter build holding just the task pane, as Vite writes it.
    dist = await writePresenterDist('crowdeck-outlook-dist-', {
      [OUTLOOK_ADDIN_PATHS.taskpane]: PAGE,
    });
    t = await createTestApp({
      env: {
        PRESENTER_URL: 'https://slides.example.org',
        AUDIENCE_URL: 'https://join.example.org',
      },
      deps: { presenterDist: dist },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves the manifest and the package from the public address, with one id', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: OUTLOOK_ADDIN_PATHS.manifest });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/json');
    const json = manifest.json();
    expect(json.extensions[0].runtimes[0].code.page).toBe(
      `https://slides.example.org${OUTLOOK_ADDIN_PATHS.taskpane}`,
    );
    expect(json.validDomains).toEqual(['slides.example.org', 'join.example.org']);

    const zipped = await t.app.inject({ method: 'GET', url: OUTLOOK_ADDIN_PATHS.package });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(zipped.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(['color.png', 'manifest.json', 'outline.png']);
    const inZip = JSON.parse(await zip.file('manifest.json')!.async('string'));
    expect(inZip).toEqual(json);
    expect(json.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the ribbon icons the manifest names, at their sizes', async () => {
    const json = (await t.app.inject({ method: 'GET', url: OUTLOOK_ADDIN_PATHS.manifest })).json();
    const icons = json.extensions[0].ribbons[0].tabs[0].groups[0].icons as {
      size: number;
      url: string;
    }[];
    expect(icons.map((icon) => icon.size)).toEqual([16, 32, 80]);
    for (const icon of icons) {
      const response = await t.app.inject({ method: 'GET', url: new URL(icon.url).pathname });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([icon.size, icon.size]);
    }
  });

  it('serves the task pane framable by Outlook’s hosts, with Office’s script, without COOP', async () => {
    const page = await t.app.inject({ method: 'GET', url: OUTLOOK_ADDIN_PATHS.taskpane });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(PAGE);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['cross-origin-opener-policy']).toBeUndefined();
    const csp = String(page.headers['content-security-policy']);
    const ancestors = /frame-ancestors ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
    // Outlook on the web: outlook.office.com, outlook.office365.com, outlook.live.com and
    // outlook.cloud.microsoft.
    for (const host of [
      'https://*.office.com',
      'https://*.office365.com',
      'https://*.live.com',
      'https://*.cloud.microsoft',
    ]) {
      expect(ancestors).toContain(host);
    }
    expect(ancestors).not.toContain('*');
    expect(ancestors).not.toContain('https:');
    expect(csp).toContain('https://appsforoffice.microsoft.com');
    // Every other page still refuses to be framed.
    const home = await t.app.inject({ method: 'GET', url: '/home' });
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(home.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
