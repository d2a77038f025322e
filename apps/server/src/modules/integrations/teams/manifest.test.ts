import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addressesIn,
  expectEachInvalid,
  expectValidOffline,
  manifestBuilder,
  shippedSchemaVersions,
} from '../../../test/app-manifest-schemas';
import { buildTeamsManifest, TEAMS_MANIFEST_VERSION } from './manifest';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

const manifest = manifestBuilder(buildTeamsManifest, ID);

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

  it('validates offline against that schema, for https, a LAN address and two origins', () =>
    expectValidOffline([
      manifest(),
      manifest('http://192.168.1.20:3000/', 'http://192.168.1.20:3001'),
      manifest('https://slides.example.org', 'https://join.example.org'),
    ]));

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
    await expectEachInvalid(broken);
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
