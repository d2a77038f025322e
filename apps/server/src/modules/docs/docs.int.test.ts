import { API_PATHS } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { useLiveFixture } from '../../test/live-fixture';

const t = useLiveFixture({ presenter: false });

type TOpenApiDoc = {
  paths: Record<
    string,
    Record<string, { security?: unknown[]; tags?: string[]; summary?: string }>
  >;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
};

/**
 * "METHOD /path/{id}/" for each /api route the server registered (docs pages excluded). Fastify
 * prints a route that extends another as its child (`│   └── slide/:slideId/`): the depth of the
 * tree's indentation says which path it extends.
 */
function registeredApiRoutes(): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[└├]── (\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    const full = (parents[depth - 1] ?? '') + (match[2] as string);
    parents[depth] = full;
    parents.length = depth + 1;
    // The router keeps paths without their trailing slash (it answers both forms).
    if (!full.startsWith('/api/') || full.startsWith(API_PATHS.docsPage.replace(/\/$/, '')))
      continue;
    const path = full.replace(/:(\w+)/g, '{$1}');
    for (const method of (match[3] as string).split(', ')) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes.sort();
}

describe('API documentation', () => {
  it('lists every registered /api route, generated from the zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: API_PATHS.docsOpenApi });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as TOpenApiDoc;
    const documented = Object.entries(doc.paths)
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\/$/, '')}`),
      )
      .sort();
    const registered = registeredApiRoutes();
    expect(registered.length).toBeGreaterThanOrEqual(27);
    expect(documented).toEqual(registered);

    const create = doc.paths['/api/slide/create/']?.post as Record<string, never>;
    expect(JSON.stringify(create)).toContain('"wordCloud"');
    expect(create).toMatchObject({ tags: ['slides'], security: [{ bearerAuth: [] }] });
    // Data subjects' rights are documented under privacy.
    for (const [path, method] of [
      [API_PATHS.participantData, 'get'],
      [API_PATHS.participantData, 'delete'],
      [`${API_PATHS.reportParticipant}{id}/{participantId}/`, 'delete'],
      [API_PATHS.usersArchive, 'get'],
      [API_PATHS.usersAccount, 'delete'],
    ] as const) {
      expect(doc.paths[path]?.[method]).toMatchObject({ tags: ['privacy'] });
    }
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const operation of Object.values(methods)) {
        expect({ path, summary: typeof operation.summary }).toEqual({ path, summary: 'string' });
      }
    }
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('serves a self-hosted page with no inline script', async () => {
    const page = await t.app.inject({ method: 'GET', url: API_PATHS.docsPage });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    for (const src of ['assets/swagger-ui-bundle.js', 'assets/swagger-ui.css', 'init.js']) {
      expect(page.body).toContain(src);
      const asset = await t.app.inject({ method: 'GET', url: `${API_PATHS.docsPage}${src}` });
      expect({ src, status: asset.statusCode }).toEqual({ src, status: 200 });
    }
    const other = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.docsPage}assets/index.html`,
    });
    expect(other.statusCode).toBe(404);
  });
});
