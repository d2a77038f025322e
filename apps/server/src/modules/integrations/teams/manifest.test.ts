import { AppManifestUtils, type AppManifest } from '@microsoft/app-manifest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addressesIn,
  shippedSchemaVersions,
  validateManifest,
} from '../../../test/app-manifest-schemas';
import { buildTeamsManifest, TEAMS_MANIFEST_VERSION } from './manifest';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

const manifest = (presenterUrl = 'https://crowdeck.example.org', audienceUrl = presenterUrl) =>
  buildTeamsManifest({ id: ID, presenterUrl, audienceUrl });

describe("the Teams app's manifest", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('declares the newest released schema the package ships', async () => {
    const versions = await shippedSchemaVersions();
    expect(versions.length).toBeGreaterThan(10);
    expect(TEAMS_MANIFEST_VERSION).toBe(versions.at(-1));
    const json = manifest();
    expect(json.manifestVersion).toBe(TEAMS_MANIFEST_VERSION);
    expect(json.$schema).toBe(
      `https://developer.microsoft.com/json-schemas/teams/v${TEAMS_MANIFEST_VERSION}/MicrosoftTeams.schema.json`,
    );
  });

  it('validates offline against that schema, for https, a LAN address and two origins', async () => {
    // Nothing may go to the network: the package must find the schema in its own files.
    const fetch = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('fetch', fetch);
    for (const json of [
      manifest(),
      manifest('http://192.168.1.20:3000/', 'http://192.168.1.20:3001'),
      manifest('https://slides.example.org', 'https://join.example.org'),
    ]) {
      expect(await validateManifest(json)).toEqual([]);
      // And by the address it declares, as the package resolves it by itself.
      expect(await AppManifestUtils.validateAgainstSchema(json as AppManifest)).toEqual([]);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a broken manifest fails: a bad id, an unknown context, a long name, no icons', async () => {
    const good = manifest();
    const tab = good.configurableTabs[0];
    const broken = {
      badId: { ...good, id: 'not-a-guid' },
      badContext: { ...good, configurableTabs: [{ ...tab, context: ['meetingEverywhere'] }] },
      longName: { ...good, name: { short: 'C'.repeat(31) } },
      noIcons: { ...good, icons: undefined },
      personalConfigurable: { ...good, configurableTabs: [{ ...tab, scopes: ['personal'] }] },
    };
    for (const [name, json] of Object.entries(broken)) {
      const errors = await validateManifest(JSON.parse(JSON.stringify(json)));
      expect(errors.length, name).toBeGreaterThan(0);
    }
  });

  it('is a meeting app: side panel, stage and meeting chat in chats and teams, a personal tab', () => {
    const json = manifest();
    expect(json.id).toBe(ID);
    expect(json.configurableTabs).toHaveLength(1);
    expect(json.configurableTabs[0]?.scopes).toEqual(['groupChat', 'team']);
    expect(json.configurableTabs[0]?.context).toEqual(
      expect.arrayContaining(['meetingSidePanel', 'meetingStage', 'meetingChatTab']),
    );
    expect(json.staticTabs[0]?.scopes).toEqual(['personal']);
    expect(json.authorization.permissions.resourceSpecific).toEqual([
      { name: 'MeetingStage.Write.Chat', type: 'Delegated' },
    ]);
    expect(json.icons).toEqual({ color: 'color.png', outline: 'outline.png' });
  });

  it('puts every address on the public one (PRESENTER_URL), its hosts in validDomains', () => {
    const json = manifest('https://slides.example.org:8443/', 'https://join.example.org');
    const urls = addressesIn(json);
    expect(urls.length).toBeGreaterThanOrEqual(5);
    for (const url of urls) expect(url).toMatch(/^https:\/\/slides\.example\.org:8443(\/|$)/);
    expect(json.configurableTabs[0]?.configurationUrl).toBe(
      'https://slides.example.org:8443/integrations/teams/config.html',
    );
    expect(json.staticTabs[0]?.contentUrl).toBe(
      'https://slides.example.org:8443/integrations/teams/personal.html',
    );
    expect(json.validDomains).toEqual(['slides.example.org:8443', 'join.example.org']);
    expect(manifest('https://one.example.org').validDomains).toEqual(['one.example.org']);
  });
});
