import { API_PATHS } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { organisationInvitations } from '../../db/schema';
import { createDeck } from '../../test/deck-factories';
import { emit } from '../../test/live-clients';
import { useLiveFixture } from '../../test/live-fixture';
import { createManualClock } from '../../test/manual-clock';
import { mailedToken, registerUser, type TRegisteredUser } from '../../test/test-app';
import { INVITATION_TTL_DAYS } from './invitation-mail';
import { INVITATION_PURGE_MS } from './invitation-purge';

const clock = createManualClock();
const t = useLiveFixture({ presenter: false, operator: true, deps: { clock } });

/** An organisation on Custom with `limit`, an owner and an admin. */
async function organisation(limit = 50_000) {
  const { id, members } = await t.organisation(['owner', 'admin'], {
    plan: { plan: 'custom', audienceLimit: limit },
  });
  const [owner, admin] = members;
  return { id, owner, admin };
}

/** Invites `email` and returns the mailed token. */
async function invite(
  by: TRegisteredUser,
  email: string,
  role: 'admin' | 'member',
): Promise<string> {
  expect(
    (await t.as(by, 'POST', API_PATHS.organisationInvitations, { email, role })).statusCode,
  ).toBe(201);
  return mailedToken(t, email, '/invitation');
}

async function join(code: string) {
  const phone = await t.phone();
  return emit(phone, 'audience:join', { code });
}

describe('a member who leaves', () => {
  it("takes their pending invitations along: a removed or demoted admin's second address gets nothing", async () => {
    const { owner, admin } = await organisation();
    const second = await registerUser(t.app);
    const third = await registerUser(t.app);
    const secondToken = await invite(admin, second.email, 'admin');
    const ownersToken = await invite(owner, third.email, 'member');

    const removed = await t.as(
      owner,
      'DELETE',
      `${API_PATHS.organisationMembers}${admin.user.id}/`,
    );
    expect(removed.statusCode).toBe(200);
    const refused = await t.as(second, 'POST', API_PATHS.organisationAccept, {
      token: secondToken,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.token.code).toBe('invitation.invalid');
    expect((await t.as(second, 'GET', API_PATHS.organisation)).json().organisation).toBeNull();
    // Invitations the others sent stay.
    const listed = (await t.as(owner, 'GET', API_PATHS.organisationInvitations)).json().invitations;
    expect(listed.map((i: { email: string }) => i.email)).toEqual([third.email]);
    expect(
      (await t.as(third, 'POST', API_PATHS.organisationAccept, { token: ownersToken })).statusCode,
    ).toBe(200);

    // An admin made a member cannot come back as admin either.
    const other = await organisation();
    const spare = await registerUser(t.app);
    const spareToken = await invite(other.admin, spare.email, 'admin');
    const demoted = await t.as(
      other.owner,
      'PUT',
      `${API_PATHS.organisationMembers}${other.admin.user.id}/`,
      { role: 'member' },
    );
    expect(demoted.statusCode).toBe(200);
    const late = await t.as(spare, 'POST', API_PATHS.organisationAccept, { token: spareToken });
    expect(late.json().fields.token.code).toBe('invitation.invalid');
  });

  it("has their decks on their own plan's limit at once, not after the deck cache's time", async () => {
    const { owner, admin } = await organisation(1);
    const deck = await createDeck(t.app, admin.token, ['poll']);
    expect(await join(deck.uniqueCode)).toMatchObject({ ok: true });
    expect(await join(deck.uniqueCode)).toMatchObject({
      ok: false,
      error: { code: 'full', limit: 1 },
    });
    const removed = await t.as(
      owner,
      'DELETE',
      `${API_PATHS.organisationMembers}${admin.user.id}/`,
    );
    expect(removed.statusCode).toBe(200);
    // No time passes: the very next join sees the Free plan's room.
    expect(await join(deck.uniqueCode)).toMatchObject({ ok: true });
  });
});

describe('expired invitations', () => {
  it('are purged by the hourly job; pending ones stay', async () => {
    const { owner } = await organisation();
    const old = `old-${Date.now()}@example.com`;
    await invite(owner, old, 'member');
    clock.advance(INVITATION_TTL_DAYS * 24 * 3_600_000);
    const fresh = `fresh-${Date.now()}@example.com`;
    await invite(owner, fresh, 'member');
    await t.app.background.idle();
    expect(
      (await t.as(owner, 'GET', API_PATHS.organisationInvitations)).json().invitations,
    ).toEqual([expect.objectContaining({ email: fresh })]);
    clock.advance(INVITATION_PURGE_MS);
    await t.app.background.idle();
    const left = await t.db
      .select({ email: organisationInvitations.email })
      .from(organisationInvitations);
    const emails = left.map((row) => row.email);
    expect(emails).not.toContain(old);
    expect(emails).toContain(fresh);
  });
});
