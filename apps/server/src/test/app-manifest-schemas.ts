import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { AppManifestUtils, type AppManifest } from '@microsoft/app-manifest';
import { expect, vi } from 'vitest';

/** The schemas `@microsoft/app-manifest` ships (json-schemas/teams/v<version>/). */
const SCHEMAS = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@microsoft/app-manifest')),
  'json-schemas',
  'teams',
);

/** The released schema versions the package ships, oldest first. */
export async function shippedSchemaVersions(): Promise<string[]> {
  return (await readdir(SCHEMAS))
    .filter((name) => /^v\d+\.\d+$/.test(name))
    .map((name) => name.slice(1))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** The schema a manifest declares, read from the package (never fetched). */
export async function schemaOf(declared: string) {
  const match =
    /^https:\/\/developer\.microsoft\.com\/json-schemas\/teams\/(v[\d.]+)\/MicrosoftTeams\.schema\.json$/.exec(
      declared,
    );
  if (!match?.[1]) throw new Error(`not a Microsoft 365 app schema address: ${declared}`);
  return JSON.parse(
    await readFile(path.join(SCHEMAS, match[1], 'MicrosoftTeams.schema.json'), 'utf8'),
  );
}

/** The schema errors of a manifest against the schema it declares (none: valid). */
export const validateManifest = async (json: object) =>
  AppManifestUtils.validateAgainstSchema(
    json as AppManifest,
    await schemaOf((json as { $schema: string }).$schema),
  );

/** Every address a manifest holds, but its schema's (on developer.microsoft.com). */
export const addressesIn = (json: object): string[] =>
  (JSON.stringify(json).match(/"https?:\/\/[^"]+"/g) ?? [])
    .map((quoted) => quoted.slice(1, -1))
    .filter((url) => !url.startsWith('https://developer.microsoft.com/'));

/** A manifest builder with a fixed id: one public address unless a second is given. */
export const manifestBuilder =
  <T>(
    build: (options: { id: string; presenterUrl: string; audienceUrl: string }) => T,
    id: string,
  ) =>
  (presenterUrl = 'https://crowdeck.example.org', audienceUrl = presenterUrl): T =>
    build({ id, presenterUrl, audienceUrl });

/**
 * Each manifest is valid against its schema, read from the package's own files and by the
 * address it declares as the package resolves it by itself: nothing may go to the network.
 */
export async function expectValidOffline(manifests: object[]): Promise<void> {
  const fetch = vi.fn(() => Promise.reject(new Error('offline')));
  vi.stubGlobal('fetch', fetch);
  for (const json of manifests) {
    expect(await validateManifest(json)).toEqual([]);
    expect(await AppManifestUtils.validateAgainstSchema(json as AppManifest)).toEqual([]);
  }
  expect(fetch).not.toHaveBeenCalled();
}

/** Each named manifest fails its schema. */
export async function expectEachInvalid(broken: Record<string, object>): Promise<void> {
  for (const [name, json] of Object.entries(broken)) {
    const errors = await validateManifest(JSON.parse(JSON.stringify(json)));
    expect(errors.length, name).toBeGreaterThan(0);
  }
}
