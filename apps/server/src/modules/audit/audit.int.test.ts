import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS, type TAuditAction, type TAuditEntry, type TAuditPage } from '@crowdeck/core';
import { createSigningPair } from '@crowdeck/test-saml-idp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationAuditEntries, organisations, runs } from '../../db/schema';
import { callOk, createDeck } from '../../test/deck-factories';
import { findLeftoverIds } from '../../test/leftover-ids';
import { createManualClock, type TManualClock } from '../../test/manual-clock';
import {
  as,
  createOrganisation,
  operator,
  OPERATOR_TOKEN,
  SSO_SECRET_KEY,
  type TTestUser,
} from '../../test/sso-setup';
import { createTestApp, mailedToken, registerUser, type TTestApp } from '../../test/test-app';
import { createErasureRepository } from '../privacy/erasure.repository';
import { RETENTION_FIRST_MS } from '../privacy/retention-job';

const DAY = 24 * 60 * 60_000;
let t: TTestApp;
let clock: TManualClock;
let dir: string;
let cert: string;

beforeAll(async () => {
  clock = createManualClock();
  t = await createTestApp({
    env: { OPERATOR_TOKEN, SSO_SECRET_KEY },
    deps: { clock, sso: { allowHttpIssuers: true } },
  });
  dir = mkdtempSync(join(tmpdir(), 'crowdeck-audit-'));
  cert = createSigningPair(dir, 'idp').cert;
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

/** An organisation with an owner, an admin and a member (added by the operator). */
async function organisationWithPeople() {
  const owner = await registerUser(t.app);
  const id = await createOrganisation(t.app, owner);
  const add = async (role: 'admin' | 'member') => {
    const user = await registerUser(t.app);
    const added = await operator(
      t.app,
      'POST',
      `${API_PATHS.operatorOrganisations}${id}/members/`,
      {
        email: user.email,
        role,
      },
    );
    expect(added.statusCode).toBe(200);
    return user;
  };
  return { id, owner, admin: await add('admin'), member: await add('member') };
}

function readLog(user: TTestUser, query = '') {
  return as(t.app, user, 'GET', `${API_PATHS.organisationAudit}${query}`);
}

async function entriesOf(user: TTestUser, query = ''): Promise<TAuditEntry[]> {
  const response = await readLog(user, query);
  expect(response.statusCode).toBe(200);
  return (response.json() as TAuditPage).entries;
}

const find = (entries: TAuditEntry[], action: TAuditAction) =>
  entries.filter((entry) => entry.action === action);

/** Invites `email` and returns the mailed token. */
async function invite(by: TTestUser, email: string): Promise<string> {
  const response = await as(t.app, by, 'POST', API_PATHS.organisationInvitations, {
    email,
    role: 'member',
  });
  expect(response.statusCode).toBe(201);
  return mailedToken(t, email, '/invitation');
}

/** The deck's current run, ended, so it can be deleted. */
async function endedRunOf(user: TTestUser, deckId: string): Promise<string> {
  const { runId } = await callOk<{ runId: string }>(
    t.app,
    user.token,
    'GET',
    `${API_PATHS.liveRun}${deckId}/`,
  );
  await t.db.update(runs).set({ endedAt: new Date() }).where(eq(runs.id, runId));
  return runId;
}

describe('what the audit log records', () => {
  it('records each change with who did it, to what, and no secret', async () => {
    const { id, owner, admin, member } = await organisationWithPeople();

    // Sign-in settings.
    const sso = await as(t.app, admin, 'PUT', API_PATHS.organisationSso, {
      protocol: 'saml',
      samlEntryPoint: 'https://idp.example.test/saml2/idp/SSOService.php',
      samlIdpEntityId: 'https://idp.example.test/saml2/idp/metadata.php',
      samlIdpCert: cert,
      ssoRequired: true,
    });
    expect(sso.statusCode).toBe(200);
    // Branding.
    const branding = await as(t.app, owner, 'PUT', API_PATHS.organisationBranding, {
      themeLocked: true,
      theme: { primaryColour: '#112233' },
    });
    expect(branding.statusCode).toBe(200);
    // Members: invited, joined, role changed, ownership, removed.
    const newcomer = await registerUser(t.app);
    const token = await invite(admin, newcomer.email);
    expect(
      (await as(t.app, newcomer, 'POST', API_PATHS.organisationAccept, { token })).statusCode,
    ).toBe(200);
    const role = (user: TTestUser, value: string) =>
      as(t.app, owner, 'PUT', `${API_PATHS.organisationMembers}${user.user.id}/`, { role: value });
    expect((await role(newcomer, 'admin')).statusCode).toBe(200);
    expect((await role(admin, 'owner')).statusCode).toBe(200);
    const removed = await as(
      t.app,
      owner,
      'DELETE',
      `${API_PATHS.organisationMembers}${newcomer.user.id}/`,
    );
    expect(removed.statusCode).toBe(200);
    // Retention.
    const retention = await as(t.app, owner, 'PUT', API_PATHS.organisationRetention, {
      retentionDays: 90,
    });
    expect(retention.statusCode).toBe(200);
    // A member exports and deletes a run, and deletes a deck.
    const deck = await createDeck(t.app, member.token, ['poll']);
    const runId = await endedRunOf(member, deck.id);
    const file = await as(t.app, member, 'GET', `${API_PATHS.reportExport}${runId}/?format=csv`);
    expect(file.statusCode).toBe(200);
    await t.app.background.idle();
    const deletedRun = await as(t.app, member, 'DELETE', `${API_PATHS.reportRun}${runId}/`);
    expect(deletedRun.statusCode).toBe(204);
    await callOk(t.app, member.token, 'DELETE', `${API_PATHS.presentationDelete}${deck.id}/`);

    const entries = await entriesOf(owner);
    const by = (user: TTestUser) => ({ actorUserId: user.user.id, actorLabel: user.email });
    expect(find(entries, 'ssoSettingsChanged')).toEqual([
      expect.objectContaining({
        ...by(admin),
        targetType: 'organisation',
        targetId: id,
        details: expect.objectContaining({
          protocol: 'saml',
          ssoRequired: true,
          fields: expect.arrayContaining(['samlEntryPoint', 'samlIdpCert', 'ssoRequired']),
        }),
      }),
    ]);
    // The certificate's text is named, never kept.
    expect(JSON.stringify(entries)).not.toContain(cert.slice(40, 80));
    expect(find(entries, 'brandingChanged')).toEqual([
      expect.objectContaining({
        ...by(owner),
        details: { fields: expect.arrayContaining(['theme', 'themeLocked']) },
      }),
    ]);
    expect(find(entries, 'memberInvited')).toEqual([
      expect.objectContaining({
        ...by(admin),
        targetType: 'invitation',
        details: { email: newcomer.email, role: 'member' },
      }),
    ]);
    expect(find(entries, 'memberJoined').map((entry) => entry.details.via)).toEqual(
      expect.arrayContaining(['invitation', 'operator']),
    );
    expect(find(entries, 'memberRoleChanged')).toEqual([
      expect.objectContaining({
        ...by(owner),
        targetType: 'member',
        targetId: newcomer.user.id,
        details: { email: newcomer.email, from: 'member', to: 'admin' },
      }),
    ]);
    expect(find(entries, 'ownershipTransferred')).toEqual([
      expect.objectContaining({
        targetId: admin.user.id,
        details: { email: admin.email, from: 'admin', to: 'owner' },
      }),
    ]);
    expect(find(entries, 'memberRemoved')).toEqual([
      expect.objectContaining({
        targetId: newcomer.user.id,
        details: { email: newcomer.email, role: 'admin', left: false },
      }),
    ]);
    expect(find(entries, 'retentionChanged')).toEqual([
      expect.objectContaining({ ...by(owner), details: { from: null, to: 90 } }),
    ]);
    expect(find(entries, 'runExported')).toEqual([
      expect.objectContaining({
        ...by(member),
        targetType: 'run',
        targetId: runId,
        details: expect.objectContaining({ format: 'csv', deckTitle: deck.title }),
      }),
    ]);
    expect(find(entries, 'runDeleted')).toEqual([
      expect.objectContaining({ ...by(member), targetId: runId }),
    ]);
    expect(find(entries, 'deckDeleted')).toEqual([
      expect.objectContaining({
        ...by(member),
        targetType: 'deck',
        targetId: deck.id,
        details: { title: deck.title },
      }),
    ]);
    // Newest first.
    const times = entries.map((entry) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('records roster uploads, replacements and clearing (a count, never the names) and identity-mode changes', async () => {
    const { owner, member } = await organisationWithPeople();
    const deck = await createDeck(t.app, member.token, ['poll']);
    const roster = `${API_PATHS.presentationRoster}${deck.id}/`;
    const put = (text: string) => as(t.app, member, 'PUT', roster, { text });
    expect((await put('Ada Lovelace\nGrace Hopper\n')).statusCode).toBe(200);
    expect((await put('Ada Lovelace\nGrace Hopper\nAlan Turing\n')).statusCode).toBe(200);
    expect((await as(t.app, member, 'DELETE', roster)).statusCode).toBeLessThan(300);
    const mode = (body: object) =>
      as(t.app, member, 'PUT', `${API_PATHS.presentationUpdate}${deck.id}/`, body);
    expect((await mode({ participantIdentity: 'roster' })).statusCode).toBe(200);
    // The same mode again, or another setting: nothing to record.
    expect((await mode({ participantIdentity: 'roster' })).statusCode).toBe(200);
    expect((await mode({ title: 'Renamed' })).statusCode).toBe(200);
    expect((await mode({ anonymousSession: true })).statusCode).toBe(200);

    const entries = await entriesOf(owner);
    const rosterEntries = find(entries, 'rosterChanged').reverse();
    expect(rosterEntries.map((entry) => entry.details)).toEqual([
      { title: deck.title, change: 'uploaded', names: 2 },
      { title: deck.title, change: 'replaced', names: 3 },
      { title: deck.title, change: 'cleared', names: 0 },
    ]);
    expect(rosterEntries[0]).toMatchObject({
      actorUserId: member.user.id,
      actorLabel: member.email,
      targetType: 'deck',
      targetId: deck.id,
    });
    expect(JSON.stringify(entries)).not.toContain('Lovelace');
    const modes = find(entries, 'identityModeChanged').reverse();
    expect(modes.map((entry) => [entry.details.from, entry.details.to])).toEqual([
      ['nickname', 'roster'],
      ['roster', 'anonymous'],
    ]);
    expect(modes[1]).toMatchObject({ targetId: deck.id, details: { title: 'Renamed' } });
    expect((await readLog(member)).statusCode).toBe(404);
  });

  it('records a refused change nowhere, and switching single sign-on alone as that one field', async () => {
    const { owner } = await organisationWithPeople();
    const lastOwner = await as(
      t.app,
      owner,
      'PUT',
      `${API_PATHS.organisationMembers}${owner.user.id}/`,
      { role: 'member' },
    );
    expect(lastOwner.statusCode).toBe(409);
    expect(find(await entriesOf(owner), 'memberRoleChanged')).toEqual([]);
    const saml = {
      protocol: 'saml',
      samlEntryPoint: 'https://idp.example.test/saml2/idp/SSOService.php',
      samlIdpEntityId: 'https://idp.example.test/saml2/idp/metadata.php',
      samlIdpCert: cert,
    };
    await as(t.app, owner, 'PUT', API_PATHS.organisationSso, { ...saml, ssoRequired: false });
    await as(t.app, owner, 'PUT', API_PATHS.organisationSso, { ...saml, ssoRequired: true });
    await as(t.app, owner, 'PUT', API_PATHS.organisationSso, { ...saml, ssoRequired: true });
    const claimed = await as(t.app, owner, 'POST', API_PATHS.organisationSsoDomains, {
      domain: 'audited.example.test',
    });
    expect(claimed.statusCode).toBe(201);
    const removed = await as(
      t.app,
      owner,
      'DELETE',
      `${API_PATHS.organisationSsoDomains}${claimed.json().id}/`,
    );
    expect(removed.statusCode).toBe(200);
    const changes = find(await entriesOf(owner), 'ssoSettingsChanged');
    expect(changes.slice(0, 2).map((entry) => entry.details)).toEqual([
      { domain: 'audited.example.test', change: 'removed' },
      { domain: 'audited.example.test', change: 'claimed' },
    ]);
    changes.splice(0, 2);
    expect(changes).toHaveLength(2);
    expect(changes[0]?.details).toEqual({
      fields: ['ssoRequired'],
      protocol: 'saml',
      ssoRequired: true,
    });
  });

  it('records nothing for an account outside any organisation, nor for an unchanged setting', async () => {
    const { owner } = await organisationWithPeople();
    const alone = await registerUser(t.app);
    const deck = await createDeck(t.app, alone.token, ['poll']);
    await callOk(t.app, alone.token, 'DELETE', `${API_PATHS.presentationDelete}${deck.id}/`);
    const before = await entriesOf(owner);
    await as(t.app, owner, 'PUT', API_PATHS.organisationRetention, { retentionDays: null });
    expect(await entriesOf(owner)).toEqual(before);
    const rows = await t.db
      .select()
      .from(organisationAuditEntries)
      .where(eq(organisationAuditEntries.targetId, deck.id));
    expect(rows).toEqual([]);
  });

  it('keeps who acted by their address once their account is deleted', async () => {
    const { owner, member } = await organisationWithPeople();
    const deck = await createDeck(t.app, member.token, ['poll']);
    await callOk(t.app, member.token, 'DELETE', `${API_PATHS.presentationDelete}${deck.id}/`);
    await createErasureRepository(t.db).eraseAccount(member.user.id);
    expect(find(await entriesOf(owner), 'deckDeleted')).toEqual([
      expect.objectContaining({ actorUserId: null, actorLabel: member.email }),
    ]);
  });
});

describe('who reads the audit log', () => {
  it('shows owners and admins their organisation’s log; members and other organisations get 404', async () => {
    const acme = await organisationWithPeople();
    const other = await organisationWithPeople();
    await as(t.app, acme.owner, 'PUT', API_PATHS.organisationBranding, { themeLocked: true });

    expect(find(await entriesOf(acme.admin), 'brandingChanged')).toHaveLength(1);
    expect(
      find(await entriesOf(acme.owner, `?organisationId=${acme.id}`), 'brandingChanged'),
    ).toHaveLength(1);
    expect((await readLog(acme.member)).statusCode).toBe(404);
    // The other organisation's owner sees only their own log, and cannot name Acme's.
    expect(
      (await entriesOf(other.owner)).every((entry) => entry.actorLabel !== acme.owner.email),
    ).toBe(true);
    expect((await readLog(other.owner, `?organisationId=${acme.id}`)).statusCode).toBe(404);
    const outsider = await registerUser(t.app);
    expect((await readLog(outsider)).statusCode).toBe(404);
    expect((await as(t.app, null, 'GET', API_PATHS.organisationAudit)).statusCode).toBe(401);
  });

  it('refuses an unknown action, a foreign cursor and a page too large, naming the field', async () => {
    const { owner } = await organisationWithPeople();
    const action = await readLog(owner, '?action=memberHacked');
    expect(action.statusCode).toBe(400);
    expect(action.json().fields.action.code).toBe('audit.action.invalid');
    const cursor = await readLog(owner, '?cursor=bm90LWEtY3Vyc29y');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().fields.cursor.code).toBe('audit.cursor.invalid');
    const limit = await readLog(owner, '?limit=500');
    expect(limit.statusCode).toBe(400);
    expect(limit.json().fields.limit.code).toBe('audit.limit.invalid');
  });
});

describe('pages and filters', () => {
  it('pages by cursor without skipping or repeating entries of the same instant, and filters by action', async () => {
    const { id, owner } = await organisationWithPeople();
    const at = new Date('2026-01-02T03:04:05.123456Z');
    await t.db.insert(organisationAuditEntries).values(
      Array.from({ length: 7 }, (_, i) => ({
        organisationId: id,
        actorUserId: owner.user.id,
        actorLabel: owner.email,
        action: i % 2 ? ('memberRoleChanged' as const) : ('brandingChanged' as const),
        targetType: 'organisation' as const,
        targetId: id,
        details: { n: i },
        createdAt: at,
      })),
    );
    const all = await entriesOf(owner);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await readLog(owner, query)).json() as TAuditPage;
      expect(page.entries.length).toBeLessThanOrEqual(3);
      seen.push(...page.entries.map((entry) => entry.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(seen).toEqual(all.map((entry) => entry.id));
    expect(new Set(seen).size).toBe(all.length);
    expect(pages).toBe(Math.ceil(all.length / 3));

    const roles = await entriesOf(owner, '?action=memberRoleChanged');
    expect(roles).toHaveLength(3);
    expect(roles.every((entry) => entry.action === 'memberRoleChanged')).toBe(true);
  });
});

describe('kept by the organisation’s retention', () => {
  it('deletes entries older than the retention in the daily job, and all of them with the organisation', async () => {
    const keeps30 = await organisationWithPeople();
    const forever = await organisationWithPeople();
    await as(t.app, keeps30.owner, 'PUT', API_PATHS.organisationRetention, { retentionDays: 30 });
    const entry = (organisationId: string, ageDays: number, label: string) => ({
      organisationId,
      actorUserId: null,
      actorLabel: label,
      action: 'brandingChanged' as const,
      targetType: 'organisation' as const,
      targetId: organisationId,
      createdAt: new Date(clock.now() - ageDays * DAY),
    });
    await t.db
      .insert(organisationAuditEntries)
      .values([
        entry(keeps30.id, 31, 'old'),
        entry(keeps30.id, 29, 'recent'),
        entry(forever.id, 1000, 'ancient'),
      ]);

    clock.advance(RETENTION_FIRST_MS);
    await t.app.background.idle();
    const labels = async (user: TTestUser) =>
      (await entriesOf(user, '?action=brandingChanged')).map((e) => e.actorLabel);
    expect(await labels(keeps30.owner)).toEqual(['recent']);
    expect(await labels(forever.owner)).toEqual(['ancient']);

    // Deleting the organisation deletes its log.
    await t.db.delete(organisations).where(eq(organisations.id, keeps30.id));
    expect(await findLeftoverIds(t.db, [keeps30.id])).toEqual([]);
  });
});
