import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_PATHS, getPaletteColour, type TPresentation } from '@crowdeck/core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { healthPreflight, withAudienceApp } from '../../test/audience-apps';
import { call, createDeck, getDeck } from '../../test/deck-factories';
import { joinOk } from '../../test/live-clients';
import { useLiveFixture } from '../../test/live-fixture';
import { bearer, registerUser, type TRegisteredUser } from '../../test/test-app';

const LOGO = 'http://localhost:3000/uploads/acme_logo-1.png';
const WOFF2 = path.resolve(
  import.meta.dirname,
  '../../../../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2',
);
const INDEX_HTML = `<!doctype html><html><head><meta name="theme-color" content="#5b3df5" /><link rel="icon" href="data:crowdeck" /><title>Crowdeck — join</title></head><body><div id="root"></div></body></html>`;

let hostCounter = 0;
const t = useLiveFixture({ presenter: false, operator: true, tempDir: 'crowdeck-audience-dist-' });
beforeAll(() => writeFile(path.join(t.dir, 'index.html'), INDEX_HTML));

/** An organisation (on Custom unless `plan` is null) with an owner, an admin and a member. */
async function organisation(name: string, plan: 'custom' | null = 'custom') {
  const roles = ['owner', 'admin', 'member'] as const;
  const { id, members } = await t.organisation(roles, { name, plan: { plan } });
  const [owner, admin, member] = members;
  return { id, owner, admin, member };
}

const putBranding = (user: TRegisteredUser, body: object) =>
  t.as(user, 'PUT', API_PATHS.organisationBranding, body);

/** The operator verifies the organisation's own audience domain (it takes effect only then). */
async function verifyHost(organisationId: string, host: string) {
  const response = await t.operator(
    'POST',
    `${API_PATHS.operatorOrganisations}${organisationId}/audience-host/verify/`,
    { host },
  );
  expect(response.statusCode).toBe(200);
}

/** The organisation goes white label with its logo on a new audience host, verified; answers it. */
async function whiteLabelOnOwnHost(org: { id: string; owner: TRegisteredUser }) {
  const host = `vote${++hostCounter}.acme.test`;
  await putBranding(org.owner, {
    whiteLabel: true,
    audienceHost: host,
    theme: { logoUrl: LOGO, primaryColour: '#1565C0' },
  });
  await verifyHost(org.id, host);
  return host;
}

async function phoneState(code: string) {
  return (await joinOk(await t.phone(), { code })).state;
}

const updateDeck = (user: TRegisteredUser, deck: TPresentation, changes: object) =>
  call(t.app, user.token, 'PUT', `${API_PATHS.presentationUpdate}${deck.id}/`, changes);

function fontUpload(user: TRegisteredUser, data: Buffer, filename: string, type: string) {
  const boundary = '----crowdeck-font-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.organisationBrandingFont,
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...bearer(user.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('organisation branding settings', () => {
  it('lets owners and admins read and change them; members and outsiders get the same 404', async () => {
    const org = await organisation('Acme Branding');
    const outsider = await registerUser(t.app);
    const theme = { logoUrl: LOGO, primaryColour: '#1565C0', palette: ['#1368CE', '#2E7D32'] };
    const saved = await putBranding(org.admin, { theme, themeLocked: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ theme, themeLocked: true, customPlan: true });
    expect((await t.as(org.owner, 'GET', API_PATHS.organisationBranding)).json().theme).toEqual(
      theme,
    );
    for (const user of [org.member, outsider]) {
      const read = await t.as(user, 'GET', API_PATHS.organisationBranding);
      const write = await putBranding(user, { themeLocked: false });
      expect([read.statusCode, write.statusCode]).toEqual([404, 404]);
      expect(write.json()).toEqual(read.json());
    }
  });

  it('refuses a foreign logo, an unknown font and a bad host; white label and a host only on Custom', async () => {
    const org = await organisation('Acme Checks');
    const foreign = await putBranding(org.owner, {
      theme: { logoUrl: 'https://tracker.example/pixel.png' },
    });
    expect(foreign.json().fields.logoUrl.code).toBe('image.invalid');
    const font = await putBranding(org.owner, { theme: { fontFamily: 'Comic Sans MS' } });
    expect(font.json().fields['theme.fontFamily'].code).toBe('fontFamily.invalid');
    const host = await putBranding(org.owner, { audienceHost: 'https://vote.acme.test/x' });
    expect(host.json().fields.audienceHost.code).toBe('audienceHost.invalid');

    const plain = await organisation('Plain Org', null);
    for (const body of [{ whiteLabel: true }, { audienceHost: 'vote.plain.test' }]) {
      const refused = await putBranding(plain.owner, body);
      expect(refused.statusCode).toBe(403);
      expect(Object.values(refused.json().fields)).toEqual([
        expect.objectContaining({ code: 'branding.customOnly' }),
      ]);
    }

    const taken = `vote${++hostCounter}.taken.test`;
    expect((await putBranding(org.owner, { audienceHost: taken })).statusCode).toBe(200);
    await verifyHost(org.id, taken);
    const other = await organisation('Other Org');
    const clash = await putBranding(other.owner, { audienceHost: taken.toUpperCase() });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields.audienceHost.code).toBe('audienceHost.taken');
  });

  it('accepts a real WOFF2 font and refuses a PNG renamed to .woff2', async () => {
    const org = await organisation('Acme Fonts');
    const real = await fontUpload(org.admin, await readFile(WOFF2), 'brand.woff2', 'font/woff2');
    expect(real.statusCode).toBe(201);
    const fontUrl = real.json().url as string;
    expect(fontUrl).toMatch(/\/uploads\/[0-9a-f]{32}\.woff2$/);
    const served = await t.app.inject({ method: 'GET', url: new URL(fontUrl).pathname });
    expect(served.headers['content-type']).toBe('font/woff2');
    expect(served.headers['access-control-allow-origin']).toBe('*');
    expect((await putBranding(org.admin, { theme: { fontUrl } })).statusCode).toBe(200);

    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#000000' },
    })
      .png()
      .toBuffer();
    const renamed = await fontUpload(org.admin, png, 'brand.woff2', 'font/woff2');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().fields.file.code).toBe('font.invalid');
    const byMember = await fontUpload(org.member, await readFile(WOFF2), 'a.woff2', 'font/woff2');
    expect(byMember.statusCode).toBe(404);
  });
});

describe("the theme on members' decks", () => {
  it('fills what a deck leaves empty, for the editor and for phones', async () => {
    const org = await organisation('Acme Theme');
    await putBranding(org.owner, {
      theme: { logoUrl: LOGO, fontFamily: 'Roboto', palette: ['#1368CE', '#26890C'] },
    });
    const deck = await createDeck(t.app, org.member.token, ['poll']);
    const state = await phoneState(deck.uniqueCode);
    expect(state).toMatchObject({ logoUrl: LOGO, fontFamily: 'Roboto' });
    expect(state.brand).toMatchObject({
      palette: ['#1368CE', '#26890C'],
      locked: false,
      name: null,
    });
    const detail = await getDeck(t.app, org.member.token, deck.id);
    expect(detail.brand).toMatchObject({ logoUrl: LOGO, fontFamily: 'Roboto' });
    // New options take the theme's first answer colours, then the usual palette.
    expect(detail.Slides[0]?.options.map((option) => option.colour)).toEqual([
      '#1368CE',
      '#26890C',
      getPaletteColour(0),
    ]);

    // Unlocked, the member's own font wins on their deck.
    expect((await updateDeck(org.member, deck, { fontFamily: 'Lato' })).statusCode).toBe(200);
    const own = await phoneState(deck.uniqueCode);
    expect(own.fontFamily).toBe('Lato');
  });

  it('wins when locked, and the API refuses changing the logo or font of a member’s deck', async () => {
    const org = await organisation('Acme Locked');
    const deck = await createDeck(t.app, org.member.token, ['poll']);
    expect((await updateDeck(org.member, deck, { fontFamily: 'Lato' })).statusCode).toBe(200);
    await putBranding(org.admin, {
      theme: { logoUrl: LOGO, fontFamily: 'Roboto' },
      themeLocked: true,
    });

    for (const [field, value] of [
      ['fontFamily', 'Poppins'],
      ['logoUrl', 'http://localhost:3000/uploads/own_logo.png'],
      ['fontFamily', null],
    ] as const) {
      const refused = await updateDeck(org.member, deck, { [field]: value });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().fields[field].code).toBe('theme.locked');
    }
    expect((await updateDeck(org.member, deck, { title: 'Still mine' })).statusCode).toBe(200);
    const state = await phoneState(deck.uniqueCode);
    expect(state).toMatchObject({ fontFamily: 'Roboto', logoUrl: LOGO, title: 'Still mine' });

    // Unlocked again, the member may change them.
    await putBranding(org.admin, { themeLocked: false });
    expect((await updateDeck(org.member, deck, { fontFamily: 'Poppins' })).statusCode).toBe(200);
  });

  it('keeps Pro-style branding out of decks of users outside organisations', async () => {
    const loner = await registerUser(t.app);
    const deck = await createDeck(t.app, loner.token, ['poll']);
    const state = await phoneState(deck.uniqueCode);
    expect(state.brand).toBeUndefined();
    expect(state.logoUrl ?? null).toBeNull();
  });
});

describe('white label', () => {
  it("sends phones the organisation's name and nothing of Crowdeck", async () => {
    const org = await organisation('Acme White');
    const host = await whiteLabelOnOwnHost(org);
    const deck = await createDeck(t.app, org.member.token, ['poll']);
    const state = await phoneState(deck.uniqueCode);
    expect(state.brand).toMatchObject({ name: 'Acme White', audienceHost: host });
    expect(JSON.stringify(state)).not.toMatch(/crowdeck/i);
    expect((await getDeck(t.app, org.member.token, deck.id)).brand?.audienceHost).toBe(host);
  });

  it('serves the branded audience page on the own domain and for a white-label code', async () => {
    const org = await organisation('Acme Host');
    const host = await whiteLabelOnOwnHost(org);
    const deck = await createDeck(t.app, org.member.token, ['poll']);
    await withAudienceApp(t, async (audience) => {
      for (const [pageHost, page] of [
        [host, '/'],
        [`${host}:5174`, '/'],
        ['localhost:5174', `/${deck.uniqueCode}`],
      ] as const) {
        const response = await audience.inject({ url: page, headers: { host: pageHost } });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<title>Acme Host</title>');
        expect(response.body).toContain(`<link rel="icon" href="${LOGO}" />`);
        expect(response.body).toContain('name="audience-brand"');
        expect(response.body).not.toMatch(/crowdeck/i);
      }
      const plain = await audience.inject({ url: '/', headers: { host: 'other.test' } });
      expect(plain.body).toContain('<title>Crowdeck — join</title>');
    });

    // Phones on the own domain may call the API and open its socket.
    const preflight = await healthPreflight(t.app, `https://${host}`);
    expect(preflight.headers['access-control-allow-origin']).toBe(`https://${host}`);
  });
});
