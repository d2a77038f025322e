import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { registerSpa } from '../../../http/spa';
import { writePresenterDist } from '../../../test/presenter-dist';
import { TEAMS_FRAME_HOSTS, isTeamsPagePath } from './framing';
import { TEAMS_APP_PATHS } from '@crowdeck/core';
import { isOnWayToTeamsSignIn, registerTeamsPages, TEAMS_PAGES } from './pages';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** The directives of a CSP header, by name. */
const directives = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

/** The server's own page stack: helmet and the SPA's headers, the Teams routes beside them. */
async function serve(distDir: string, env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const config = loadConfig(env);
  const app = Fastify();
  registerTeamsPages(app, { config, distDir, appId: async () => ID });
  await registerSpa(app, { distDir, config, listener: 'presenter' });
  await app.ready();
  return app;
}

describe("the Teams app's routes and their framing", () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    const pages = [...TEAMS_PAGES, TEAMS_APP_PATHS.auth];
    dist = await writePresenterDist('teams-pages-', {
      '/index.html': '<!doctype html><title>app</title>',
      ...Object.fromEntries(pages.map((page) => [page, `<!doctype html><title>${page}</title>`])),
    });
    app = await serve(dist, {
      PRESENTER_URL: 'https://slides.example.org',
      AUDIENCE_URL: 'https://join.example.org',
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("lets only Teams' and Microsoft 365's hosts frame each Teams page", async () => {
    expect(TEAMS_PAGES).toHaveLength(4);
    for (const page of TEAMS_PAGES) {
      const response = await app.inject({ url: `${page}?presentation=abc` });
      expect(response.statusCode, page).toBe(200);
      expect(response.body, page).toContain(`<title>${page}</title>`);
      expect(response.headers['x-frame-options'], page).toBeUndefined();
      const csp = directives(response.headers['content-security-policy']);
      expect(csp['frame-ancestors'], page).toEqual([...TEAMS_FRAME_HOSTS]);
      expect(csp['script-src'], page).toEqual(["'self'"]);
      expect(csp['frame-src'], page).toEqual(["'self'", 'https://slides.example.org']);
    }
    expect(TEAMS_FRAME_HOSTS).toEqual(
      expect.arrayContaining([
        'https://teams.microsoft.com',
        'https://*.teams.microsoft.com',
        'https://*.cloud.microsoft',
        'https://*.office.com',
        'https://*.skype.com',
      ]),
    );
    expect(TEAMS_FRAME_HOSTS.every((host) => host.startsWith('https://'))).toBe(true);
  });

  it('leaves every other path framed by itself only: app pages, the package, unknown Teams paths', async () => {
    for (const url of [
      '/home',
      '/integrations',
      '/integrations/teams/app.zip',
      '/integrations/teams/other.html',
    ]) {
      const response = await app.inject({ url });
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      const csp = directives(response.headers['content-security-policy']);
      expect(csp['frame-ancestors'], url).toEqual(["'self'"]);
    }
    expect(isTeamsPagePath('/integrations/teams/panel.html')).toBe(true);
    expect(isTeamsPagePath('/integrations/teams/app.zip')).toBe(false);
    expect(isTeamsPagePath('/integrations/teams/other.html')).toBe(false);
    expect(isTeamsPagePath('/integrations/office/addin.html')).toBe(false);
  });

  it('serves the sign-in window, and the way to it, without an opener policy', async () => {
    const auth = await app.inject({ url: `${TEAMS_APP_PATHS.auth}?via=teams` });
    expect(auth.statusCode).toBe(200);
    expect(auth.body).toContain(`<title>${TEAMS_APP_PATHS.auth}</title>`);
    expect(auth.headers['cross-origin-opener-policy']).toBeUndefined();
    // The panel, whose popup (outside Teams) posts the grant back to it; the other pages keep it.
    const panel = await app.inject({ url: TEAMS_APP_PATHS.panel });
    expect(panel.headers['cross-origin-opener-policy']).toBeUndefined();
    const stage = await app.inject({ url: TEAMS_APP_PATHS.stage });
    expect(stage.headers['cross-origin-opener-policy']).toBe('same-origin');
    const next = encodeURIComponent(TEAMS_APP_PATHS.connect);
    for (const url of [`/login?next=${next}`, `/register?next=${next}`, TEAMS_APP_PATHS.connect]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
    // The app's sign-in on any other way keeps it.
    for (const url of ['/login', '/login?next=%2Fpresentations', '/']) {
      const response = await app.inject({ url });
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
    expect(isOnWayToTeamsSignIn(`/login?next=${next}&x=1`)).toBe(true);
    expect(isOnWayToTeamsSignIn(`/account?next=${next}`)).toBe(false);
  });

  it('serves the package as a download, its addresses on PRESENTER_URL', async () => {
    const response = await app.inject({ url: '/integrations/teams/app.zip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="crowdeck-teams-app.zip"',
    );
    const zip = await JSZip.loadAsync(response.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(['color.png', 'manifest.json', 'outline.png']);
    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string'));
    expect(manifest.id).toBe(ID);
    expect(manifest.configurableTabs[0].configurationUrl).toBe(
      'https://slides.example.org/integrations/teams/config.html',
    );
    expect(manifest.staticTabs[0].contentUrl).toBe(
      'https://slides.example.org/integrations/teams/personal.html',
    );
    expect(manifest.validDomains).toEqual(['slides.example.org', 'join.example.org']);
  });

  it('follows the request when no address is configured, and says so before the build', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'teams-unbuilt-'));
    const open = await serve(empty, {});
    try {
      const zip = await open.inject({
        url: '/integrations/teams/app.zip',
        headers: { host: 'crowdeck.lan:3000' },
      });
      const manifest = JSON.parse(
        await (await JSZip.loadAsync(zip.rawPayload)).file('manifest.json')!.async('string'),
      );
      expect(manifest.configurableTabs[0].configurationUrl).toBe(
        'http://crowdeck.lan:3000/integrations/teams/config.html',
      );
      const page = await open.inject({ url: '/integrations/teams/panel.html' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toBe('Run npm run build first.');
      expect(directives(page.headers['content-security-policy'])['frame-ancestors']).toEqual([
        ...TEAMS_FRAME_HOSTS,
      ]);
    } finally {
      await open.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
