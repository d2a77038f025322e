import { API_PATHS } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { createDeck } from '../../test/deck-factories';
import { closeAll, emit } from '../../test/live-clients';
import { useLiveFixture } from '../../test/live-fixture';
import { bearer, mailedToken, registerUser, type TRegisteredUser } from '../../test/test-app';
import { runAdminCommand, UsageError } from '../../cli/admin-commands';
import { createUsersRepository } from '../accounts/users.repository';
import { createOperatorService } from './operator.service';
import { createSsoRepository } from '../sso/sso.repository';
import { createOrganisationsRepository } from './organisations.repository';

const t = useLiveFixture({ presenter: false, operator: true });

function as(
  user: TRegisteredUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url: path,
    headers: user ? bearer(user.token) : {},
    ...(payload && { payload }),
  });
}

/** `caller` gives the member `target` another role. */
const setRole = (caller: TRegisteredUser, target: TRegisteredUser, role: string) =>
  as(caller, 'PUT', `${API_PATHS.organisationMembers}${target.user.id}/`, { role });

/** `caller` removes the member `target` (or leaves, when the same). */
const removeMember = (caller: TRegisteredUser, target: TRegisteredUser) =>
  as(caller, 'DELETE', `${API_PATHS.organisationMembers}${target.user.id}/`);

const operator = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: object,
  token?: string,
) =>
  token === undefined ? t.operator(method, path, payload) : t.call(method, path, payload, token);

/** An organisation made through the operator API, on Custom with `limit`, with `owner` as owner. */
async function organisationWith(owner: TRegisteredUser, limit = 50_000): Promise<string> {
  const created = await operator('POST', API_PATHS.operatorOrganisations, { name: 'Acme Corp' });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  const plan = await operator('PUT', `${API_PATHS.operatorOrganisations}${id}/plan/`, {
    plan: 'custom',
    audienceLimit: limit,
  });
  expect(plan.json()).toMatchObject({ plan: 'custom', audienceLimit: limit });
  const added = await operator('POST', `${API_PATHS.operatorOrganisations}${id}/members/`, {
    email: owner.email,
  });
  expect(added.statusCode).toBe(200);
  return id;
}

/** Invites `email` as `role` and returns the token of the mailed link. */
async function invite(admin: TRegisteredUser, email: string, role = 'member'): Promise<string> {
  const response = await as(admin, 'POST', API_PATHS.organisationInvitations, { email, role });
  expect(response.statusCode).toBe(201);
  return mailedToken(t, email, '/invitation');
}

describe('the operator grants Custom', () => {
  it('answers 404 without the operator token, and refuses a self-service path to Custom', async () => {
    for (const token of ['', 'wrong-token-of-at-least-thirty-two-characters!']) {
      const response = await operator('GET', API_PATHS.operatorOrganisations, undefined, token);
      expect(response.statusCode).toBe(404);
    }
    const user = await registerUser(t.app);
    expect((await as(user, 'GET', API_PATHS.operatorOrganisations)).statusCode).toBe(404);
    const checkout = await as(user, 'POST', API_PATHS.checkoutCreate, { plan: 'custom' });
    expect(checkout.statusCode).toBe(400);
    expect((await as(user, 'GET', API_PATHS.usersProfile)).json().plan).toBe('free');
  });

  it('creates an organisation, grants Custom with its limit and makes an owner, who then has that plan', async () => {
    const owner = await registerUser(t.app);
    const id = await organisationWith(owner, 50_000);
    const listed = await operator('GET', API_PATHS.operatorOrganisations);
    expect(listed.json().organisations).toContainEqual(
      expect.objectContaining({ id, plan: 'custom', audienceLimit: 50_000, members: 1 }),
    );
    expect((await as(owner, 'GET', API_PATHS.usersProfile)).json().plan).toBe('custom');
    const mine = await as(owner, 'GET', API_PATHS.organisation);
    expect(mine.json().organisation).toMatchObject({
      id,
      name: 'Acme Corp',
      role: 'owner',
      plan: 'custom',
      audienceLimit: 50_000,
    });
    expect(JSON.stringify(mine.json())).not.toMatch(/secret/i);

    const bad = await operator('PUT', `${API_PATHS.operatorOrganisations}${id}/plan/`, {
      plan: 'custom',
      audienceLimit: -3,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.audienceLimit.code).toBe('audienceLimit.invalid');
    const missing = await operator(
      'PUT',
      `${API_PATHS.operatorOrganisations}00000000-0000-4000-8000-000000000000/plan/`,
      { plan: 'custom' },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('admits a 36th and a 40th phone on a member’s deck: the organisation’s limit, not Free’s', async () => {
    const owner = await registerUser(t.app);
    await organisationWith(owner, 40);
    const deck = await createDeck(t.app, owner.token, ['poll']);
    const phones = await t.phones(41);
    const acks = [];
    for (const phone of phones)
      acks.push(await emit(phone, 'audience:join', { code: deck.uniqueCode }));
    expect(acks.slice(0, 40).every((ack) => ack.ok)).toBe(true);
    expect(acks[40]).toMatchObject({ ok: false, error: { code: 'full', limit: 40 } });
    closeAll(phones);
  });

  it('runs the same through the command line', async () => {
    const service = createOperatorService({
      repo: createOrganisationsRepository(t.db),
      users: createUsersRepository(t.db),
      domains: createSsoRepository(t.db),
    });
    const owner = await registerUser(t.app);
    const created = JSON.parse(await runAdminCommand(['org:create', '--name', 'Globex'], service));
    const granted = JSON.parse(
      await runAdminCommand(
        ['org:set-plan', '--org', created.id, '--plan', 'custom', '--audience-limit', '50000'],
        service,
      ),
    );
    expect(granted).toMatchObject({ plan: 'custom', audienceLimit: 50_000 });
    await runAdminCommand(['org:add-owner', '--org', created.id, '--email', owner.email], service);
    expect((await as(owner, 'GET', API_PATHS.organisation)).json().organisation).toMatchObject({
      name: 'Globex',
      role: 'owner',
    });
    await expect(runAdminCommand(['org:create'], service)).rejects.toThrow(UsageError);
    await expect(
      runAdminCommand(
        ['org:add-owner', '--org', created.id, '--email', 'nobody@example.com'],
        service,
      ),
    ).rejects.toThrow(/No account has this email/);
    await expect(
      runAdminCommand(['org:add-owner', '--org', created.id, '--email', owner.email], service),
    ).rejects.toThrow(/already belongs/);
  });
});

describe('roles, members and invitations', () => {
  it('lets owners and admins manage, members only see, and everyone else gets the same 404', async () => {
    const owner = await registerUser(t.app);
    await organisationWith(owner);
    const admin = await registerUser(t.app);
    const member = await registerUser(t.app);
    const outsider = await registerUser(t.app);
    const otherOwner = await registerUser(t.app);
    await organisationWith(otherOwner);

    const adminToken = await invite(owner, admin.email, 'admin');
    expect(
      (await as(admin, 'POST', API_PATHS.organisationAccept, { token: adminToken })).json(),
    ).toMatchObject({
      role: 'admin',
      plan: 'custom',
    });
    const memberToken = await invite(admin, member.email);
    expect(
      (await as(member, 'POST', API_PATHS.organisationAccept, { token: memberToken })).statusCode,
    ).toBe(200);

    // The members' list, with last sign-in, for owners and admins only.
    const list = await as(admin, 'GET', API_PATHS.organisationMembers);
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .members.map((m: { email: string }) => m.email)
        .sort(),
    ).toEqual([owner.email, admin.email, member.email].sort());
    expect(list.json().members[0].lastSignInAt).toEqual(expect.any(String));
    const notFound = (await as(outsider, 'GET', API_PATHS.organisationMembers)).json();
    for (const [user, method, path] of [
      [member, 'GET', API_PATHS.organisationMembers],
      [member, 'GET', API_PATHS.organisationInvitations],
      [member, 'POST', API_PATHS.organisationInvitations],
      [member, 'DELETE', `${API_PATHS.organisationMembers}${admin.user.id}/`],
      [outsider, 'GET', API_PATHS.organisationInvitations],
      [outsider, 'DELETE', `${API_PATHS.organisationMembers}${member.user.id}/`],
      // An owner of another organisation reaches nothing of this one.
      [otherOwner, 'DELETE', `${API_PATHS.organisationMembers}${member.user.id}/`],
      [otherOwner, 'PUT', `${API_PATHS.organisationMembers}${member.user.id}/`],
    ] as const) {
      const body = method === 'PUT' ? { role: 'admin' } : { email: 'x@example.com', role: 'admin' };
      const response = await as(
        user,
        method,
        path,
        method === 'GET' || method === 'DELETE' ? undefined : body,
      );
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect((await as(null, 'GET', API_PATHS.organisation)).statusCode).toBe(401);
    expect((await as(outsider, 'GET', API_PATHS.organisation)).json()).toEqual({
      organisation: null,
    });
    expect((await as(member, 'GET', API_PATHS.organisation)).json().organisation.role).toBe(
      'member',
    );

    // Admins cannot give the owner role or remove an owner; owners can.
    const promote = await setRole(admin, member, 'owner');
    expect(promote.statusCode).toBe(403);
    expect(promote.json().fields.role.code).toBe('organisation.ownerOnly');
    expect((await removeMember(admin, owner)).statusCode).toBe(403);
    expect(
      (
        await as(admin, 'POST', API_PATHS.organisationInvitations, {
          email: 'boss@example.com',
          role: 'owner',
        })
      ).statusCode,
    ).toBe(403);

    // The last owner stays: neither demoted nor removed nor leaving.
    const demote = await setRole(owner, owner, 'member');
    expect(demote.statusCode).toBe(409);
    expect(demote.json().fields.role.code).toBe('organisation.lastOwner');
    expect((await removeMember(owner, owner)).statusCode).toBe(409);
    expect((await setRole(owner, admin, 'owner')).statusCode).toBe(200);
    expect((await setRole(owner, owner, 'member')).statusCode).toBe(200);

    // Removing a member takes the organisation's plan away; their decks stay theirs.
    const deck = await createDeck(t.app, member.token, ['poll']);
    expect((await as(member, 'GET', API_PATHS.usersProfile)).json().plan).toBe('custom');
    expect((await removeMember(admin, member)).statusCode).toBe(200);
    expect((await as(member, 'GET', API_PATHS.usersProfile)).json().plan).toBe('free');
    expect((await as(member, 'GET', API_PATHS.organisation)).json()).toEqual({
      organisation: null,
    });
    expect((await as(member, 'GET', `${API_PATHS.presentationDetail}${deck.id}/`)).statusCode).toBe(
      200,
    );

    // Bad input is named.
    const badRole = await setRole(owner, admin, 'king');
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().fields.role.code).toBe('organisation.role.invalid');
    const badEmail = await as(owner, 'POST', API_PATHS.organisationInvitations, { email: 'nope' });
    expect(badEmail.json().fields.email.code).toBe('email.invalid');
  });

  it("writes the invitation in the inviter's language", async () => {
    const owner = await registerUser(t.app);
    await organisationWith(owner);
    /** Invites a new address from a browser speaking `acceptLanguage`; returns its mail. */
    const inviteFrom = async (acceptLanguage: string) => {
      const email = `invited-${crypto.randomUUID()}@example.com`;
      const response = await t.app.inject({
        method: 'POST',
        url: API_PATHS.organisationInvitations,
        headers: { ...bearer(owner.token), 'accept-language': acceptLanguage },
        payload: { email, role: 'member' },
      });
      expect(response.statusCode).toBe(201);
      return (await t.readOutbox()).filter((m) => m.to === email).at(-1);
    };
    const spanish = await inviteFrom('es-MX,es;q=0.9');
    expect(spanish?.subject).toBe('Únete a Acme Corp en Crowdeck');
    expect(spanish?.text).toContain(`te invita a unirte a Acme Corp en Crowdeck`);
    expect(spanish?.html).toContain('<strong>Acme Corp</strong>');

    // The language chosen in the account wins over the browser's.
    const chosen = await as(owner, 'PUT', API_PATHS.usersUpdate, { language: 'fr' });
    expect(chosen.statusCode).toBe(200);
    const french = await inviteFrom('es');
    expect(french?.subject).toBe('Rejoignez Acme Corp sur Crowdeck');
    expect(french?.html).toContain('<html lang="fr">');
  });

  it('keeps invitations single-use, for their address, revocable, and one organisation per person', async () => {
    const owner = await registerUser(t.app);
    await organisationWith(owner);
    const invited = await registerUser(t.app);
    const someoneElse = await registerUser(t.app);

    const token = await invite(owner, invited.email);
    const pending = await as(owner, 'GET', API_PATHS.organisationInvitations);
    expect(pending.json().invitations).toEqual([
      expect.objectContaining({ email: invited.email, role: 'member' }),
    ]);
    const wrongPerson = await as(someoneElse, 'POST', API_PATHS.organisationAccept, { token });
    expect(wrongPerson.statusCode).toBe(403);
    expect(wrongPerson.json().fields.token.code).toBe('invitation.otherEmail');
    const made = await as(invited, 'POST', API_PATHS.organisationAccept, {
      token: `${token.slice(0, -2)}xx`,
    });
    expect(made.statusCode).toBe(400);
    expect(made.json().fields.token.code).toBe('invitation.invalid');
    expect((await as(invited, 'POST', API_PATHS.organisationAccept, { token })).statusCode).toBe(
      200,
    );
    const again = await as(invited, 'POST', API_PATHS.organisationAccept, { token });
    expect(again.json().fields.token.code).toBe('invitation.invalid');
    expect((await as(owner, 'GET', API_PATHS.organisationInvitations)).json().invitations).toEqual(
      [],
    );

    // A member of one organisation cannot join a second.
    const rival = await registerUser(t.app);
    await organisationWith(rival);
    const second = await invite(rival, invited.email);
    const refused = await as(invited, 'POST', API_PATHS.organisationAccept, { token: second });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields.email.code).toBe('organisation.alreadyMember');
    expect((await as(invited, 'GET', API_PATHS.organisation)).json().organisation.name).toBe(
      'Acme Corp',
    );

    // A revoked invitation no longer works.
    const revokedToken = await invite(owner, someoneElse.email);
    const [open] = (await as(owner, 'GET', API_PATHS.organisationInvitations)).json().invitations;
    expect(
      (await as(owner, 'DELETE', `${API_PATHS.organisationInvitations}${open.id}/`)).statusCode,
    ).toBe(200);
    const late = await as(someoneElse, 'POST', API_PATHS.organisationAccept, {
      token: revokedToken,
    });
    expect(late.json().fields.token.code).toBe('invitation.invalid');
  });
});
