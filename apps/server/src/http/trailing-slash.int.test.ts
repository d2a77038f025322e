import { randomUUID } from 'node:crypto';
import { API_PATHS } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { useLiveFixture } from '../test/live-fixture';

type TOpenApiPaths = { paths: Record<string, Record<string, unknown>> };

const t = useLiveFixture({ presenter: false });

describe('paths with and without the trailing slash', () => {
  it('answers every route with an id the same whether the path ends in a slash or not', async () => {
    // The API document lists every registered /api route (docs.int.test.ts checks it).
    const doc = (await t.app.inject({ url: API_PATHS.docsOpenApi })).json<TOpenApiPaths>();
    const withId = Object.entries(doc.paths).filter(([path]) => path.includes('{'));
    expect(withId.length).toBeGreaterThanOrEqual(30);
    const seen: string[] = [];
    for (const [template, methods] of withId) {
      // A client building "detail/ + id" sends no slash after the id; the same id both ways.
      const path = template.replace(/\{\w+\}/g, () => randomUUID());
      const bare = path.replace(/\/$/, '');
      const slashed = `${bare}/`;
      for (const method of Object.keys(methods)) {
        const verb = method.toUpperCase() as 'GET';
        const [a, b] = await Promise.all(
          [bare, slashed].map((url) => t.app.inject({ method: verb, url })),
        );
        expect({ route: `${verb} ${template}`, status: a!.statusCode, body: a!.json() }).toEqual({
          route: `${verb} ${template}`,
          status: b!.statusCode,
          body: b!.json(),
        });
        seen.push(`${verb} ${a!.statusCode}`);
      }
    }
    // Most of them ask for a signed-in presenter first: the route was found in both forms.
    expect(seen.filter((entry) => entry.endsWith(' 401')).length).toBeGreaterThanOrEqual(25);
  });
});
