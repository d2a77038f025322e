import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_PATHS, audienceHostRecordName, type TOrganisationBranding } from '@crowdeck/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { healthPreflight, withAudienceApp } from '../../test/audience-apps';
import { createDeck } from '../../test/deck-factories';
import { emit, joinOk, openSocket } from '../../test/live-clients';
import { useLiveFixture } from '../../test/live-fixture';
import {
  bearer,
  createTestApp,
  OPERATOR_TOKEN,
  registerUser,
  type TRegisteredUser,
} from '../../test/test-app';
import type { TResolveTxt } from '../sso/domain-verification';

/** The shared audience host of this server: every presenter's join page is there. */
const SHARED_AUDIENCE = 'join.crowdeck.test';
const INDEX_HTML = `<!doctype html><html><head><link rel="icon" href="data:crowdeck" /><title>Crowdeck — join</title></head><body></body></html>`;

const txt = new Map<string, string[][]>();
const resolveTxt: TResolveTxt = async (name) => {
  const records = txt.get(name);
  if (!records) throw Object.assign(new Error('queryTxt ENOTFOUND'), { code: 'ENOTFOUND' });
  return records;
};

let counter = 0;
const t = useLiveFixture({
  presenter: false,
  operator: true,
  env: { AUDIENCE_URL: `https://${SHARED_AUDIENCE}` },
  deps: { sso: { resolveTxt } },
  tempDir: 'crowdeck-audience-dist-',
});
beforeAll(() => writeFile(path.join(t.dir, 'index.html'), INDEX_HTML));

const operator = (path: string, payload: object) => t.operator('POST', path, payload);

/** A white-label organisation on Custom with its owner. */
async function organisation(name: string) {
  const { id, members } = await t.organisation([null], { name, plan: { plan: 'custom' } });
  const [owner] = members;
  const white = await putBranding(owner, { whiteLabel: true });
  expect(white.statusCode).toBe(200);
  return { id, owner };
}

const putBranding = (user: TRegisteredUser, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: API_PATHS.organisationBranding,
    headers: bearer(user.token),
    payload: body,
  });

const verify = (user: TRegisteredUser) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.organisationBrandingVerifyHost,
    headers: bearer(user.token),
  });

/** Publishes the TXT record the branding settings ask for. */
function publish(branding: TOrganisationBranding) {
  const record = branding.audienceHostRecord;
  if (!record) throw new Error('no record to publish');
  txt.set(record.name, [['v=spf1 -all'], [record.value]]);
}

/** What a phone sees: the audience page on `host`, the CORS answer and the socket's. */
async function effectOn(host: string, code: string) {
  return withAudienceApp(t, async (audience) => {
    const title = async (page: string) =>
      /<title>(.*)<\/title>/.exec(
        (await audience.inject({ url: page, headers: { host } })).body,
      )?.[1];
    const preflight = await healthPreflight(t.app, `https://${host}`);
    const socket = await openSocket(t.url, { type: 'audience', origin: `https://${host}` }).then(
      (opened) => {
        t.sockets.push(opened);
        return opened;
      },
      () => null,
    );
    const joined = socket ? await emit(socket, 'audience:join', { code }) : null;
    return {
      title: await title('/'),
      codeTitle: await title(`/${code}`),
      cors: preflight.headers['access-control-allow-origin'] ?? null,
      socket: socket !== null,
      joined: joined?.ok ?? false,
    };
  });
}

describe('an own audience domain', () => {
  it("can never be one of the server's configured addresses, such as its shared audience host", async () => {
    const org = await organisation('Hijack Org');
    for (const host of [SHARED_AUDIENCE, `${SHARED_AUDIENCE}:443`, 'JOIN.crowdeck.test']) {
      const refused = await putBranding(org.owner, { audienceHost: host });
      expect(refused.statusCode, host).toBe(400);
      expect(refused.json().fields.audienceHost.code).toBe('audienceHost.serverOwn');
    }
    const byOperator = await operator(
      `${API_PATHS.operatorOrganisations}${org.id}/audience-host/verify/`,
      { host: SHARED_AUDIENCE },
    );
    expect(byOperator.statusCode).toBe(400);

    // Every other presenter's join page on the shared host stays unbranded.
    const stranger = await registerUser(t.app);
    const deck = await createDeck(t.app, stranger.token, ['poll']);
    const seen = await effectOn(SHARED_AUDIENCE, deck.uniqueCode);
    expect(seen).toMatchObject({ title: 'Crowdeck — join', codeTitle: 'Crowdeck — join' });
  });

  it('can never be localhost, loopback or the machine in the one-command default', async () => {
    const local = await createTestApp({
      env: { OPERATOR_TOKEN },
      deps: { sso: { resolveTxt } },
      addressesFromRequest: true,
    });
    try {
      const created = await local.app.inject({
        method: 'POST',
        url: API_PATHS.operatorOrganisations,
        headers: bearer(OPERATOR_TOKEN),
        payload: { name: 'Local Org' },
      });
      const id = created.json().id as string;
      for (const host of ['app.localhost', '127.0.0.1', '127.0.0.2:5174', 'localhost.']) {
        const refused = await local.app.inject({
          method: 'POST',
          url: `${API_PATHS.operatorOrganisations}${id}/audience-host/verify/`,
          headers: bearer(OPERATOR_TOKEN),
          payload: { host },
        });
        expect(refused.statusCode, host).toBe(400);
      }
    } finally {
      await local.close();
    }
  });

  it('changes nothing until its TXT record is found, then brands, allows CORS and joins', async () => {
    const org = await organisation('Proven Org');
    const host = `vote${++counter}.proven.test`;
    const claimed = await putBranding(org.owner, { audienceHost: host });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ audienceHost: host, audienceHostVerified: false });
    expect(claimed.json().audienceHostRecord).toEqual({
      name: audienceHostRecordName(host),
      value: expect.stringMatching(/^crowdeck-verification=/),
    });
    const deck = await createDeck(t.app, org.owner.token, ['poll']);

    const phone = await t.phone();
    expect((await joinOk(phone, { code: deck.uniqueCode })).state.brand?.audienceHost).toBeNull();
    expect(await effectOn(host, deck.uniqueCode)).toMatchObject({
      title: 'Crowdeck — join',
      cors: null,
      socket: false,
      joined: false,
    });

    const early = await verify(org.owner);
    expect(early.statusCode).toBe(409);
    expect(early.json().fields.audienceHost.code).toBe('audienceHost.notVerified');
    // A record at the host itself is not looked at (a CNAME sits there): `_crowdeck.<host>` is.
    txt.set(host, [[claimed.json().audienceHostRecord.value]]);
    expect((await verify(org.owner)).statusCode).toBe(409);

    publish(claimed.json());
    const verified = await verify(org.owner);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().audienceHostVerified).toBe(true);
    expect(await effectOn(host, deck.uniqueCode)).toMatchObject({
      title: 'Proven Org',
      codeTitle: 'Proven Org',
      cors: `https://${host}`,
      socket: true,
      joined: true,
    });
    const again = await t.phone();
    expect((await joinOk(again, { code: deck.uniqueCode })).state.brand?.audienceHost).toBe(host);

    // A new claim is unproven again, and the old domain stops working.
    const moved = await putBranding(org.owner, { audienceHost: `next.${host}` });
    expect(moved.json().audienceHostVerified).toBe(false);
    expect((await effectOn(host, deck.uniqueCode)).cors).toBeNull();
  });

  it("works only for that organisation's decks", async () => {
    const org = await organisation('Own Decks Org');
    const host = `vote${++counter}.own.test`;
    publish((await putBranding(org.owner, { audienceHost: host })).json());
    expect((await verify(org.owner)).statusCode).toBe(200);
    const other = await organisation('Neighbour Org');
    const foreign = await createDeck(t.app, other.owner.token, ['poll']);
    const seen = await effectOn(host, foreign.uniqueCode);
    expect(seen).toMatchObject({ title: 'Own Decks Org', codeTitle: 'Crowdeck — join' });
    expect(seen.joined).toBe(false);
    const loner = await registerUser(t.app);
    const plain = await createDeck(t.app, loner.token, ['poll']);
    expect((await effectOn(host, plain.uniqueCode)).joined).toBe(false);
    const own = await createDeck(t.app, org.owner.token, ['poll']);
    expect(await effectOn(host, own.uniqueCode)).toMatchObject({
      codeTitle: 'Own Decks Org',
      joined: true,
    });
  });

  it('is unique only once verified: an earlier claim does not block the real owner', async () => {
    const squatter = await organisation('Squatter Org');
    const owner = await organisation('Owner Org');
    const host = `vote${++counter}.owner.test`;
    const squat = await putBranding(squatter.owner, { audienceHost: host });
    expect(squat.statusCode).toBe(200);
    const claimed = await putBranding(owner.owner, { audienceHost: host });
    expect(claimed.statusCode).toBe(200);
    publish(claimed.json());
    expect((await verify(owner.owner)).statusCode).toBe(200);

    // The squatter cannot verify it now, nor claim it again.
    publish(squat.json());
    const late = await verify(squatter.owner);
    expect(late.statusCode).toBe(409);
    expect(late.json().fields.audienceHost.code).toBe('audienceHost.taken');
    const reclaim = await putBranding(squatter.owner, { audienceHost: `x.${host}` });
    expect(reclaim.statusCode).toBe(200);
    const taken = await putBranding(squatter.owner, { audienceHost: host });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.audienceHost.code).toBe('audienceHost.taken');

    // The operator may verify over another organisation's unproven claim too.
    const third = `vote${++counter}.ops.test`;
    await putBranding(squatter.owner, { audienceHost: third });
    const byOperator = await operator(
      `${API_PATHS.operatorOrganisations}${owner.id}/audience-host/verify/`,
      { host: third },
    );
    expect(byOperator.statusCode).toBe(200);
    expect(byOperator.json()).toMatchObject({ audienceHost: third });
  });
});
