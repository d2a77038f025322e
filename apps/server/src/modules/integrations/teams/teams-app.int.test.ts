import { inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { instanceSettings } from '../../../db/schema';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { createTeamsAppId } from '../instance-settings.repository';

/** The app id in the package a server hands out. */
async function appIdOf(app: TTestApp['app']): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/integrations/teams/app.zip' });
  expect(response.statusCode).toBe(200);
  const zip = await JSZip.loadAsync(response.rawPayload);
  return JSON.parse(await zip.file('manifest.json')!.async('string')).id;
}

describe('the Teams app package on a running server', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUDIENCE_URL: 'http://localhost:3001' } });
  });
  afterAll(async () => t.close());

  it('keeps one app id per installation: across downloads, restarts and racing nodes', async () => {
    const id = await appIdOf(t.app);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await appIdOf(t.app)).toBe(id);

    // Another node (or the same after a restart) on the same database hands out the same id.
    const other = await buildApp({
      config: t.config,
      db: t.db,
      logger: false,
      presenterDist: '/nonexistent',
    });
    try {
      await other.ready();
      expect(await appIdOf(other)).toBe(id);
    } finally {
      await other.close();
    }
    const racing = await Promise.all([createTeamsAppId(t.db)(), createTeamsAppId(t.db)()]);
    expect(racing).toEqual([id, id]);

    // Its own setting, not the PowerPoint add-in's.
    await t.app.inject({ method: 'GET', url: '/integrations/office/manifest.xml' });
    const rows = await t.db
      .select()
      .from(instanceSettings)
      .where(inArray(instanceSettings.key, ['teams_app_id', 'office_addin_id']));
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    expect(byKey.teams_app_id).toBe(id);
    expect(byKey.office_addin_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(byKey.office_addin_id).not.toBe(id);
  });

  it('serves the package on the public addresses, the Teams pages framed by Teams only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/integrations/teams/app.zip' });
    const zip = await JSZip.loadAsync(response.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(['color.png', 'manifest.json', 'outline.png']);
    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string'));
    expect(manifest.validDomains).toEqual(['localhost:3000', 'localhost:3001']);
    expect(manifest.configurableTabs[0].configurationUrl).toBe(
      'http://localhost:3000/integrations/teams/config.html',
    );
    // No build in this test: the page says so, with Teams' framing already.
    const page = await t.app.inject({ method: 'GET', url: '/integrations/teams/stage.html' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain(
      'frame-ancestors https://teams.microsoft.com https://*.teams.microsoft.com',
    );
    const home = await t.app.inject({ method: 'GET', url: '/home' });
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(home.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
