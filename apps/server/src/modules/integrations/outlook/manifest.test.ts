import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addressesIn,
  expectEachInvalid,
  expectValidOffline,
  manifestBuilder,
  schemaOf,
  shippedSchemaVersions,
} from '../../../test/app-manifest-schemas';
import { buildOutlookManifest, OUTLOOK_MANIFEST_VERSION } from './manifest';

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const manifest = manifestBuilder(buildOutlookManifest, ID);

// Compiling the schema (ajv) takes seconds on a loaded machine.
const SCHEMA_TIMEOUT = 30_000;

describe("the Outlook add-in's unified manifest", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('declares the newest released schema the package ships, one with Office extensions', async () => {
    const versions = await shippedSchemaVersions();
    expect(OUTLOOK_MANIFEST_VERSION).toBe(versions.at(-1));
    const schema = await schemaOf(manifest().$schema);
    expect(schema.properties.extensions).toBeDefined();
    expect(manifest().manifestVersion).toBe(OUTLOOK_MANIFEST_VERSION);
  });

  it(
    'validates offline against that schema, for one origin and two',
    () =>
      expectValidOffline([
        manifest(),
        manifest('https://slides.example.org:8443/', 'https://join.example.org'),
      ]),
    SCHEMA_TIMEOUT,
  );

  it(
    'a broken manifest fails: http page, unknown context, missing ribbon icon size, two extensions',
    async () => {
      const good = manifest();
      const [extension] = good.extensions;
      const runtime = extension!.runtimes[0]!;
      const ribbon = extension!.ribbons[0]!;
      const group = ribbon.tabs[0]!.groups[0]!;
      const broken = {
        // Outlook loads pages over https only.
        httpPage: manifest('http://192.168.1.20:3000'),
        badContext: {
          ...good,
          extensions: [
            { ...extension, ribbons: [{ ...ribbon, contexts: ['calendarEverywhere'] }] },
          ],
        },
        twoIcons: {
          ...good,
          extensions: [
            {
              ...extension,
              ribbons: [
                {
                  ...ribbon,
                  tabs: [
                    { ...ribbon.tabs[0], groups: [{ ...group, icons: group.icons.slice(0, 2) }] },
                  ],
                },
              ],
            },
          ],
        },
        twoExtensions: { ...good, extensions: [extension, extension] },
        badRuntime: {
          ...good,
          extensions: [{ ...extension, runtimes: [{ ...runtime, type: 'x' }] }],
        },
      };
      await expectEachInvalid(broken);
    },
    SCHEMA_TIMEOUT,
  );

  it('is an Outlook compose add-in for meetings: a ribbon button opening the task pane', () => {
    const json = manifest();
    const [extension] = json.extensions;
    expect(json.id).toBe(ID);
    expect(extension!.requirements.scopes).toEqual(['mail']);
    const ribbon = extension!.ribbons[0]!;
    expect(ribbon.contexts).toEqual(['meetingDetailsOrganizer']);
    const button = ribbon.tabs[0]!.groups[0]!.controls[0]!;
    const action = extension!.runtimes[0]!.actions[0]!;
    expect(button).toMatchObject({ type: 'button', actionId: action.id });
    expect(action).toMatchObject({ type: 'openPage' });
    expect(json.authorization.permissions.resourceSpecific).toEqual([
      { name: 'MailboxItem.ReadWrite.User', type: 'Delegated' },
    ]);
  });

  it('puts every address on the public one (PRESENTER_URL), its hosts in validDomains', () => {
    const json = manifest('https://slides.example.org:8443/', 'https://join.example.org');
    const urls = addressesIn(json);
    expect(urls.length).toBeGreaterThanOrEqual(8);
    for (const url of urls) expect(url).toMatch(/^https:\/\/slides\.example\.org:8443(\/|$)/);
    expect(json.extensions[0]!.runtimes[0]!.code.page).toBe(
      'https://slides.example.org:8443/integrations/outlook/taskpane.html',
    );
    expect(json.validDomains).toEqual(['slides.example.org:8443', 'join.example.org']);
  });
});
