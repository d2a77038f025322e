import { API_PATHS, type TDeckShares, type TPresentationSummary } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { useLiveFixture } from '../../test/live-fixture';
import { createOrganisationDeck } from '../../test/organisation-decks';
import { registerUser, type TRegisteredUser } from '../../test/test-app';

const t = useLiveFixture({ presenter: false, operator: true });

/** An organisation with an owner and two members, and an outsider; the owner has a deck. */
async function setup() {
  const { owner, members, outsider, deck, slide } = await createOrganisationDeck(t, 'Team deck');
  const [anna, ben] = members;
  return { owner, anna, ben, outsider, deck, slide: slide.id };
}

const share = (user: TRegisteredUser, deck: string, body: object) =>
  t.as(user, 'PUT', `${API_PATHS.presentationShares}${deck}/`, body);
const detail = (user: TRegisteredUser, deck: string) =>
  t.as(user, 'GET', `${API_PATHS.presentationDetail}${deck}/`);
const list = async (user: TRegisteredUser) =>
  (await t.as(user, 'GET', API_PATHS.presentationList)).json()
    .presentations as TPresentationSummary[];

describe('shared decks', () => {
  it('shares with a member as editor: listed, opened, edited; then revoked at once', async () => {
    const { owner, anna, ben, deck, slide } = await setup();
    expect((await detail(anna, deck)).statusCode).toBe(404);

    const shared = await share(owner, deck, {
      organisation: null,
      members: [{ userId: anna.user.id, role: 'editor' }],
    });
    expect(shared.statusCode).toBe(200);
    const body = shared.json() as TDeckShares;
    expect(body.canShare).toBe(true);
    expect(body.members.find((m) => m.userId === anna.user.id)?.role).toBe('editor');
    expect(body.members.find((m) => m.userId === ben.user.id)?.role).toBeNull();

    const mine = await list(anna);
    expect(mine).toEqual([
      expect.objectContaining({ id: deck, access: 'editor', ownerName: owner.user.name }),
    ]);
    expect(await list(ben)).toEqual([]);
    const opened = await detail(anna, deck);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().access).toBe('editor');

    const edited = await t.as(anna, 'PUT', `${API_PATHS.slideUpdate}${slide}/`, {
      question: 'Lunch?',
    });
    expect(edited.statusCode).toBe(200);
    const renamed = await t.as(anna, 'PUT', `${API_PATHS.presentationUpdate}${deck}/`, {
      title: 'Renamed by Anna',
    });
    expect(renamed.statusCode).toBe(200);

    // Sharing, the roster and deleting stay the owner's.
    expect((await share(anna, deck, { organisation: null, members: [] })).statusCode).toBe(403);
    expect((await t.as(anna, 'DELETE', `${API_PATHS.presentationDelete}${deck}/`)).statusCode).toBe(
      403,
    );

    const revoked = await share(owner, deck, { organisation: null, members: [] });
    expect(revoked.statusCode).toBe(200);
    expect((await detail(anna, deck)).statusCode).toBe(404);
    expect((await t.as(anna, 'GET', `${API_PATHS.reportRuns}${deck}/`)).statusCode).toBe(404);
    expect(
      (await t.as(anna, 'PUT', `${API_PATHS.slideUpdate}${slide}/`, { question: 'Again' }))
        .statusCode,
    ).toBe(404);
    expect(await list(anna)).toEqual([]);
  });

  it('a viewer opens and duplicates but cannot edit (403 JSON)', async () => {
    const { owner, anna, ben, deck, slide } = await setup();
    await share(owner, deck, { organisation: 'viewer', members: [] });
    for (const member of [anna, ben]) {
      expect((await detail(member, deck)).json().access).toBe('viewer');
    }
    const refused = await t.as(anna, 'PUT', `${API_PATHS.slideUpdate}${slide}/`, {
      question: 'No',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.json()).toMatchObject({
      code: 'forbidden',
      fields: { presentationId: { code: 'deck.readOnly' } },
    });
    const retitled = await t.as(anna, 'PUT', `${API_PATHS.presentationUpdate}${deck}/`, {
      title: 'Mine now',
    });
    expect(retitled.statusCode).toBe(403);
    const runs = await t.as(anna, 'GET', `${API_PATHS.reportRuns}${deck}/`);
    expect(runs.statusCode).toBe(200);
    expect(runs.json().presentationId).toBe(deck);
    const sharesOfOwner = await t.as(anna, 'GET', `${API_PATHS.presentationShares}${deck}/`);
    expect(sharesOfOwner.statusCode).toBe(403);
    const copy = await t.as(anna, 'POST', `${API_PATHS.presentationDuplicate}${deck}/`);
    expect(copy.statusCode).toBe(201);
    expect((await detail(anna, copy.json().id)).json().access).toBe('owner');

    // A member's own editor share wins over the organisation's viewer share.
    await share(owner, deck, {
      organisation: 'viewer',
      members: [{ userId: ben.user.id, role: 'editor' }],
    });
    expect((await detail(ben, deck)).json().access).toBe('editor');
    expect((await detail(anna, deck)).json().access).toBe('viewer');
  });

  it('refuses outsiders and ends access when a member leaves the organisation', async () => {
    const { owner, anna, outsider, deck } = await setup();
    const refused = await share(owner, deck, {
      organisation: null,
      members: [{ userId: outsider.user.id, role: 'viewer' }],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().fields.members.code).toBe('share.notMember');
    expect((await detail(outsider, deck)).statusCode).toBe(404);

    await share(owner, deck, { organisation: 'editor', members: [] });
    expect((await detail(outsider, deck)).statusCode).toBe(404);
    expect((await detail(anna, deck)).statusCode).toBe(200);
    const removed = await t.as(owner, 'DELETE', `${API_PATHS.organisationMembers}${anna.user.id}/`);
    expect(removed.statusCode).toBe(200);
    expect((await detail(anna, deck)).statusCode).toBe(404);
    expect(await list(anna)).toEqual([]);
  });

  it('validates the body with zod and reports no organisation for a lone owner', async () => {
    const { owner, deck } = await setup();
    const bad = await share(owner, deck, { organisation: 'admin', members: [] });
    expect(bad.statusCode).toBe(400);
    const lone = await registerUser(t.app);
    const own = (await t.as(lone, 'POST', API_PATHS.presentationCreate, {})).json().id as string;
    const shares = await t.as(lone, 'GET', `${API_PATHS.presentationShares}${own}/`);
    expect(shares.json()).toEqual({ canShare: false, organisation: null, members: [] });
  });
});
