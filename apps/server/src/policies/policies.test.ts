import { API_ERROR_CODES, defaultTeams, type TOrganisationRole } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import {
  mayChangeTeam,
  teamForNewParticipant,
  authorize,
  bearerTokenOf,
  isOperator,
  mayEmbedResume,
  mayClaimExtraTime,
  mayEraseParticipantData,
  mayGiveExtraTime,
  mayEmbedView,
  mayFollowImport,
  mayGrantReach,
  mayLinkZoomMeeting,
  mayGrantRoles,
  mayManageDeck,
  mayManageOrganisation,
  mayReadOrganisation,
  mayPayCheckout,
  mayReadAuditLog,
  mayDeleteAccount,
  mayRemoteReach,
  mayRevokeGrant,
  mayScrapeMetrics,
  mayJoinWithIdentity,
  mayRequireOrganisationSignIn,
  maySuggestRosterNames,
  mayTakeRosterName,
  mayJoinAssignmentWithIdentity,
  mayRemoveAssignmentParticipant,
  mayStartAssignmentWithNickname,
  mayTakeAssignment,
  deckAccessOf,
  mayEditDeck,
  mayPresentDeck,
  mayReceiveShare,
  mayShareDeck,
  mayViewDeck,
  mayJoinDeckEditors,
  mayTakeDeckField,
} from '.';

// Each table is actor × action × subject → allow (true) or deny (false).
const ALICE = 'a0000000-0000-4000-8000-000000000001';
const BOB = 'b0000000-0000-4000-8000-000000000002';
const DECK = 'd0000000-0000-4000-8000-000000000003';
const OTHER_DECK = 'd0000000-0000-4000-8000-000000000004';
const ORG = 'c0000000-0000-4000-8000-000000000005';
const OTHER_ORG = 'c0000000-0000-4000-8000-000000000006';

describe('presenter: what belongs to an account', () => {
  it.each([
    ['the owner manages their deck', ALICE, { ownerId: ALICE }, true],
    ['another account does not', BOB, { ownerId: ALICE }, false],
  ])('%s', (_name, userId, deck, allowed) => {
    expect(mayManageDeck(userId, deck)).toBe(allowed);
  });

  it.each([
    ['follows their own import', ALICE, true],
    ["not another account's import", BOB, false],
  ])('%s', (_name, userId, allowed) => {
    expect(mayFollowImport(userId, { ownerId: ALICE })).toBe(allowed);
  });

  it.each([
    ['pays their own checkout', ALICE, true],
    ["not another account's checkout", BOB, false],
  ])('%s', (_name, userId, allowed) => {
    expect(mayPayCheckout(userId, { userId: ALICE })).toBe(allowed);
  });

  it.each([
    ['revokes their own grant', ALICE, true],
    ["not another account's grant", BOB, false],
  ])('%s', (_name, userId, allowed) => {
    expect(mayRevokeGrant(userId, { userId: ALICE })).toBe(allowed);
  });
});

describe('organisation member by role', () => {
  const member = (role: TOrganisationRole) => ({ organisation: { id: ORG }, role });
  // Managing the organisation and reading its audit log are for the same people.
  describe.each([
    ['manages the organisation', mayManageOrganisation],
    ['reads its audit log', mayReadAuditLog],
  ])('who %s', (_what, policy) => {
    it.each([
      ['an owner does', member('owner'), undefined, true],
      ['an admin does', member('admin'), undefined, true],
      ['a member does not', member('member'), undefined, false],
      ['nobody outside an organisation does', null, undefined, false],
      ['an admin does for the organisation named, their own', member('admin'), ORG, true],
      ['an owner does not for another organisation', member('owner'), OTHER_ORG, false],
      ['a member does not for their own by name either', member('member'), ORG, false],
    ])('%s', (_name, membership, organisationId, allowed) => {
      expect(policy(membership, organisationId)).toBe(allowed);
    });
  });

  it.each<[string, TOrganisationRole, (TOrganisationRole | null)[], boolean]>([
    ['an owner makes an owner', 'owner', ['owner'], true],
    ['an owner demotes an owner', 'owner', ['owner', 'member'], true],
    ['an admin makes an admin', 'admin', ['admin'], true],
    ['an admin removes a member', 'admin', ['member', null], true],
    ['an admin does not make an owner', 'admin', ['owner'], false],
    ['an admin does not demote or remove an owner', 'admin', ['owner', null], false],
    ['a member gives no owner role', 'member', ['owner'], false],
  ])('%s', (_name, callerRole, roles, allowed) => {
    expect(mayGrantRoles(callerRole, roles)).toBe(allowed);
  });

  it.each([
    ['an owner reads its settings', member('owner'), undefined, true],
    ['a member reads them too', member('member'), undefined, true],
    ['a member reads their own by name', member('member'), ORG, true],
    ['not another organisation', member('admin'), OTHER_ORG, false],
    ['nobody outside an organisation does', null, undefined, false],
  ])('%s', (_name, membership, organisationId, allowed) => {
    expect(mayReadOrganisation(membership, organisationId)).toBe(allowed);
  });
});

describe('account deletion', () => {
  it.each([
    ['an account owning no organisation', [], true],
    ['one of two owners', [{ owners: 2 }], true],
    ['the last owner of an organisation', [{ owners: 1 }], false],
    ['the last owner of one of two organisations', [{ owners: 3 }, { owners: 1 }], false],
  ])('%s', (_name, owned, allowed) => {
    expect(mayDeleteAccount(owned)).toBe(allowed);
  });
});

describe("phone remote's reach", () => {
  it.each([
    ['an unscoped session reaches any route', null, DECK, true],
    ['an unscoped session reaches a route naming no deck', null, null, true],
    ['a remote reaches its own presentation', DECK, DECK, true],
    ['a remote does not reach another presentation', DECK, OTHER_DECK, false],
    ['a remote does not reach a route that is not open to remotes', DECK, null, false],
  ])('%s', (_name, scope, reached, allowed) => {
    expect(mayRemoteReach(scope, reached)).toBe(allowed);
  });
});

describe('embed viewer', () => {
  it.each([
    ["a view token reads its presentation's view", { presentationId: DECK }, DECK, true],
    ['it reads no other presentation', { presentationId: DECK }, OTHER_DECK, false],
    ['a revoked or unknown token reads nothing', null, DECK, false],
  ])('%s', (_name, token, presentationId, allowed) => {
    expect(mayEmbedView(token, presentationId)).toBe(allowed);
  });

  it.each([
    ['a socket resumes with the token it connected with', 'tok-1', 'tok-1', true],
    ['not with another token', 'tok-1', 'tok-2', false],
    ['not when it had none', undefined, 'tok-1', false],
  ])('%s', (_name, connected, token, allowed) => {
    expect(mayEmbedResume(connected, token)).toBe(allowed);
  });
});

describe('integration grant (add-in)', () => {
  const grant = { userId: ALICE, presentationId: DECK };
  it.each([
    ['reaches its presentation while its maker owns it', { id: DECK, ownerId: ALICE }, true],
    ['not once the deck has another owner', { id: DECK, ownerId: BOB }, false],
    ["not another of its maker's decks", { id: OTHER_DECK, ownerId: ALICE }, false],
    ["not someone else's deck", { id: OTHER_DECK, ownerId: BOB }, false],
  ])('%s', (_name, deck, allowed) => {
    expect(mayGrantReach(grant, deck)).toBe(allowed);
  });

  it.each([
    ["a Zoom meeting's link reaches its deck while its maker owns it", ALICE, true],
    ['not once the deck has another owner', BOB, false],
  ])('%s', (_name, ownerId, allowed) => {
    const link = { userId: ALICE, presentationId: DECK, meetingHash: 'h' };
    expect(mayGrantReach(link, { id: DECK, ownerId })).toBe(allowed);
  });

  it.each([
    ['a Zoom app grant links a meeting', 'zoom', true],
    ['a PowerPoint add-in grant does not', 'powerpoint', false],
    ['a Teams grant does not', 'teams', false],
  ])('%s', (_name, client, allowed) => {
    expect(mayLinkZoomMeeting({ client })).toBe(allowed);
  });
});

describe('operator', () => {
  it.each([
    ['the configured token is the operator', 'secret-token-1234', 'secret-token-1234', true],
    ['another token is not', 'secret-token-9999', 'secret-token-1234', false],
    ['no token is not', null, 'secret-token-1234', false],
    ['with none configured, nobody is', 'secret-token-1234', null, false],
    ['with none configured, an empty token is not either', '', null, false],
  ])('%s', (_name, given, configured, allowed) => {
    expect(isOperator(given, configured)).toBe(allowed);
  });
});

describe('metrics scraper', () => {
  it.each([
    ['the configured token reads the metrics', 'metrics-token-1234', 'metrics-token-1234', true],
    ['another token does not', 'metrics-token-9999', 'metrics-token-1234', false],
    ['no token does not', null, 'metrics-token-1234', false],
    ['with none configured, nobody does', 'metrics-token-1234', null, false],
  ])('%s', (_name, given, configured, allowed) => {
    expect(mayScrapeMetrics(given, configured)).toBe(allowed);
  });

  it.each([
    ['Bearer abc', 'abc'],
    ['bearer   abc', 'abc'],
    ['Basic abc', null],
    ['Bearer', null],
    [undefined, null],
  ])('reads the bearer token of %s', (header, token) => {
    expect(bearerTokenOf(header)).toBe(token);
  });
});

describe('authorize', () => {
  it('hands back what the policy allowed', () => {
    const deck = { ownerId: ALICE };
    expect(authorize(deck, (d) => mayManageDeck(ALICE, d))).toBe(deck);
  });

  it.each([
    ['refused', { ownerId: ALICE }],
    ['missing', null],
  ])('answers the same 404 when %s', (_name, deck) => {
    let thrown: unknown;
    try {
      authorize(deck, (d) => mayManageDeck(BOB, d));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ statusCode: 404, code: API_ERROR_CODES.notFound });
  });
});

describe('participant: its own data in a run', () => {
  const P1 = 'e0000000-0000-4000-8000-000000000007';
  const P2 = 'e0000000-0000-4000-8000-000000000008';
  const target = { participantId: P1, ownerId: ALICE };
  it.each([
    ['the participant itself', { participantId: P1 }, true],
    ['another participant does not', { participantId: P2 }, false],
    ['the deck’s owner', { userId: ALICE }, true],
    ['another account does not', { userId: BOB }, false],
  ])('%s', (_name, actor, allowed) => {
    expect(mayEraseParticipantData(actor, target)).toBe(allowed);
  });
});

describe('identified sessions', () => {
  it.each([
    [
      'a member of an organisation with single sign-on',
      { organisationId: ORG, ssoReady: true },
      true,
    ],
    ['a member of one without', { organisationId: ORG, ssoReady: false }, false],
    ['an account outside organisations', { organisationId: null, ssoReady: false }, false],
  ])('organisation sign-in required by %s', (_name, owner, allowed) => {
    expect(mayRequireOrganisationSignIn(owner)).toBe(allowed);
  });

  const deck = { id: DECK, organisationId: ORG };
  const claim = { presentationId: DECK, organisationId: ORG, expiresAt: 1_000 };
  it.each([
    ['its own deck, in time', claim, deck, 999, true],
    ['run out', claim, deck, 1_000, false],
    ['issued for another deck', { ...claim, presentationId: OTHER_DECK }, deck, 0, false],
    ['issued by another organisation', { ...claim, organisationId: OTHER_ORG }, deck, 0, false],
    [
      'a deck whose owner left the organisation',
      claim,
      { id: DECK, organisationId: null },
      0,
      false,
    ],
    ['issued for an assignment of the deck', { ...claim, assignmentId: 'run-1' }, deck, 0, false],
  ])('a signed identity: %s', (_name, given, target, now, allowed) => {
    expect(mayJoinWithIdentity(given, target, now)).toBe(allowed);
  });

  const roster = new Map([['ada lovelace', 'Ada Lovelace']]);
  it.each([
    ['a free roster name', 'ada lovelace', false, true],
    ['a roster name someone else has', 'ada lovelace', true, false],
    ['a name not on the roster', 'grace hopper', false, false],
  ])('%s', (_name, key, taken, allowed) => {
    expect(mayTakeRosterName(roster, key, taken)).toBe(allowed);
  });

  it.each([
    ['an open roster deck', { identity: 'roster', runEndedAt: null, isLocked: false }, true],
    ['an ended one', { identity: 'roster', runEndedAt: new Date(0), isLocked: false }, false],
    ['a locked one', { identity: 'roster', runEndedAt: null, isLocked: true }, false],
    ['a nickname deck', { identity: 'nickname', runEndedAt: null, isLocked: false }, false],
  ])('roster suggestions for %s', (_name, target, allowed) => {
    expect(maySuggestRosterNames(target)).toBe(allowed);
  });
});

describe('extra time', () => {
  const RUN = 'e0000000-0000-4000-8000-000000000007';
  const OLD_RUN = 'e0000000-0000-4000-8000-000000000008';
  const target = { ownerId: ALICE, currentRunId: RUN, runId: RUN, removedAt: null };
  it.each([
    ['the owner gives a participant of the current run extra time', ALICE, target, true],
    ['another account does not', BOB, target, false],
    ['not to a participant of an earlier run', ALICE, { ...target, runId: OLD_RUN }, false],
    ['not to a removed participant', ALICE, { ...target, removedAt: new Date(0) }, false],
  ])('%s', (_name, userId, subject, allowed) => {
    expect(mayGiveExtraTime(userId, subject)).toBe(allowed);
  });

  const run = { id: RUN, extraTimeCode: '123456' };
  it.each([
    ["a participant of the run with the run's code", { runId: RUN }, run, '123456', true],
    ['a wrong code', { runId: RUN }, run, '123457', false],
    ['a code of the right length only', { runId: RUN }, run, '12345', false],
    ["another run's participant", { runId: OLD_RUN }, run, '123456', false],
    ['a run without a code yet', { runId: RUN }, { id: RUN, extraTimeCode: null }, '', false],
  ])('%s', (_name, participant, subject, entered, allowed) => {
    expect(mayClaimExtraTime(participant, subject, entered)).toBe(allowed);
  });
});

describe('assignment participant: a token takes its own assignment', () => {
  const RUN = 'e0000000-0000-4000-8000-000000000007';
  const OTHER_RUN = 'e0000000-0000-4000-8000-000000000008';
  it.each([
    ['a participant of the assignment takes it', RUN, null, RUN, true],
    ['not another assignment', RUN, null, OTHER_RUN, false],
    ['not once removed by the presenter', RUN, new Date(0), RUN, false],
  ])('%s', (_name, runId, removedAt, assignmentId, allowed) => {
    expect(mayTakeAssignment({ runId, removedAt }, { id: assignmentId })).toBe(allowed);
  });

  it.each([
    ['the deck’s owner, a participant of the assignment', 'u1', RUN, true],
    ['someone else', 'u2', RUN, false],
    ['the owner, a participant of another run of the deck', 'u1', OTHER_RUN, false],
  ])('removing a participant: %s', (_name, userId, runId, allowed) => {
    expect(mayRemoveAssignmentParticipant(userId, { ownerId: 'u1' }, { runId }, { id: RUN })).toBe(
      allowed,
    );
  });

  it.each([
    ['a nickname assignment', false, true],
    ['one that asks for the organisation’s sign-in', true, false],
  ])('a nickname starts %s', (_name, organisationSignIn, allowed) => {
    expect(mayStartAssignmentWithNickname({ organisationSignIn })).toBe(allowed);
  });

  const ORG = 'e0000000-0000-4000-8000-000000000009';
  const sso = { id: RUN, organisationSignIn: true, organisationId: ORG };
  const claim = { assignmentId: RUN, organisationId: ORG, expiresAt: 1_000 };
  it.each([
    ['its own assignment, in time', claim, sso, 999, true],
    ['run out', claim, sso, 1_000, false],
    ['issued for another assignment', { ...claim, assignmentId: OTHER_RUN }, sso, 0, false],
    ['issued for the deck’s live sessions', { ...claim, assignmentId: null }, sso, 0, false],
    ['issued by another organisation', { ...claim, organisationId: 'other' }, sso, 0, false],
    ['an owner who left the organisation', claim, { ...sso, organisationId: null }, 0, false],
    ['an assignment taken with nicknames', claim, { ...sso, organisationSignIn: false }, 0, false],
  ])('a signed identity to an assignment: %s', (_name, given, target, now, allowed) => {
    expect(mayJoinAssignmentWithIdentity(given, target, now)).toBe(allowed);
  });
});

describe('team of a new participant', () => {
  const base = { teams: defaultTeams(3), score: 'average' as const, sharedDevice: false };
  const members = new Map([['t1', 1]]);
  it.each([
    ['chosen: one of the teams', 'choose', false, 't2', { ok: true, teamId: 't2' }],
    ['chosen: none given', 'choose', false, undefined, { ok: false, reason: 'required' }],
    ['chosen: not a team of the deck', 'choose', false, 't8', { ok: false, reason: 'unknown' }],
    [
      'auto: the smallest team, whatever was asked',
      'auto',
      false,
      't1',
      { ok: true, teamId: 't2' },
    ],
    ['one phone per team: a free team', 'choose', true, 't3', { ok: true, teamId: 't3' }],
    ['one phone per team: a team played for', 'choose', true, 't1', { ok: false, reason: 'taken' }],
  ] as const)('%s', (_name, assign, sharedDevice, wanted, expected) => {
    expect(teamForNewParticipant({ ...base, assign, sharedDevice }, wanted, members)).toEqual(
      expected,
    );
  });
});

describe('a joined phone moving to another team', () => {
  const teams = defaultTeams(3);
  const settings = (assign: 'choose' | 'auto', sharedDevice: boolean) => ({
    teams,
    score: 'average' as const,
    assign,
    sharedDevice,
  });
  const members = new Map([
    ['t1', 2],
    ['t2', 1],
  ]);
  // name, assign, one phone per team, quiz started, current team, wanted (null: may it at all), outcome
  it.each([
    ['chosen teams: to another team before the quiz', 'choose', false, false, 't1', 't2', null],
    ['chosen teams: asking for the choices', 'choose', false, false, 't1', null, null],
    ['chosen teams: not once the quiz started', 'choose', false, true, 't1', 't2', 'started'],
    ['chosen teams: no choices once started', 'choose', false, true, 't1', null, 'started'],
    ['chosen teams: not to a team of no deck', 'choose', false, false, 't1', 't8', 'unknown'],
    ['chosen teams: not to its own team', 'choose', false, false, 't1', 't1', 'same'],
    ['balanced by the server: never', 'auto', false, false, 't1', 't3', 'assigned'],
    ['balanced: no choices either', 'auto', false, false, 't1', null, 'assigned'],
    ['one phone per team: to a free team', 'choose', true, false, 't1', 't3', null],
    ['one phone per team: not to a team taken', 'choose', true, false, 't1', 't2', 'taken'],
    ['one phone per team: even with auto set', 'auto', true, false, 't1', 't3', null],
    ['one phone per team: not once started', 'choose', true, true, 't1', 't3', 'started'],
  ] as const)('%s', (_name, assign, shared, started, current, wanted, refused) => {
    expect(mayChangeTeam(settings(assign, shared), current, wanted, { started, members })).toEqual(
      refused === null ? { ok: true } : { ok: false, reason: refused },
    );
  });
});

describe('deck sharing inside an organisation', () => {
  const facts = (
    shares: { userId: string | null; role: 'viewer' | 'editor' }[],
    callerOrganisationId: string | null = ORG,
    ownerOrganisationId: string | null = ORG,
  ) => ({ ownerId: ALICE, ownerOrganisationId, callerOrganisationId, shares });
  type TRow = [string, string, ReturnType<typeof facts>, string | null, boolean, boolean, boolean];
  // name, caller, deck facts, access, may view (and present), may edit, may share
  it.each<TRow>([
    ['the owner does everything', ALICE, facts([]), 'owner', true, true, true],
    [
      'the owner outside any organisation too',
      ALICE,
      facts([], null, null),
      'owner',
      true,
      true,
      true,
    ],
    ['a member without a share sees nothing', BOB, facts([]), null, false, false, false],
    [
      'a member shared as viewer views',
      BOB,
      facts([{ userId: BOB, role: 'viewer' }]),
      'viewer',
      true,
      false,
      false,
    ],
    [
      'a member shared as editor edits',
      BOB,
      facts([{ userId: BOB, role: 'editor' }]),
      'editor',
      true,
      true,
      false,
    ],
    [
      'the whole organisation as viewer',
      BOB,
      facts([{ userId: null, role: 'viewer' }]),
      'viewer',
      true,
      false,
      false,
    ],
    [
      'the whole organisation as editor',
      BOB,
      facts([{ userId: null, role: 'editor' }]),
      'editor',
      true,
      true,
      false,
    ],
    [
      'editor wins over viewer',
      BOB,
      facts([
        { userId: null, role: 'viewer' },
        { userId: BOB, role: 'editor' },
      ]),
      'editor',
      true,
      true,
      false,
    ],
    [
      "another member's share is not theirs",
      BOB,
      facts([{ userId: ALICE, role: 'editor' }]),
      null,
      false,
      false,
      false,
    ],
    [
      'a removed member loses the share',
      BOB,
      facts([{ userId: BOB, role: 'editor' }], null),
      null,
      false,
      false,
      false,
    ],
    [
      'a member of another organisation',
      BOB,
      facts([{ userId: null, role: 'editor' }], OTHER_ORG),
      null,
      false,
      false,
      false,
    ],
    [
      'an owner who left takes the shares along',
      BOB,
      facts([{ userId: BOB, role: 'editor' }], ORG, null),
      null,
      false,
      false,
      false,
    ],
  ])('%s', (_name, userId, deck, access, view, edit, share) => {
    expect(deckAccessOf(userId, deck)).toBe(access);
    expect(mayViewDeck(userId, deck)).toBe(view);
    expect(mayPresentDeck(userId, deck)).toBe(view);
    expect(mayEditDeck(userId, deck)).toBe(edit);
    expect(mayShareDeck(userId, deck)).toBe(share);
  });

  it.each([
    ['same organisation', ORG, ORG, true],
    ['another organisation', ORG, OTHER_ORG, false],
    ['member outside any', ORG, null, false],
    ['owner outside any', null, null, false],
  ])('receives a share: %s', (_name, owner, member, allowed) => {
    expect(mayReceiveShare(owner, member)).toBe(allowed);
  });
});

describe('co-editing a deck', () => {
  const facts = (shares: { userId: string | null; role: 'viewer' | 'editor' }[]) => ({
    ownerId: ALICE,
    ownerOrganisationId: ORG,
    callerOrganisationId: ORG,
    shares,
  });
  const presenter = (userId: string) => ({ kind: 'presenter', userId });
  it.each<[string, { kind: string; userId?: string }, string, ReturnType<typeof facts>, boolean]>([
    ['the owner', presenter(ALICE), ALICE, facts([]), true],
    [
      'a viewer (sees who edits)',
      presenter(BOB),
      BOB,
      facts([{ userId: BOB, role: 'viewer' }]),
      true,
    ],
    ['an editor', presenter(BOB), BOB, facts([{ userId: BOB, role: 'editor' }]), true],
    ['a member without a share', presenter(BOB), BOB, facts([]), false],
    ['a phone', { kind: 'audience' }, BOB, facts([{ userId: BOB, role: 'editor' }]), false],
    [
      "another user's socket",
      presenter(ALICE),
      BOB,
      facts([{ userId: BOB, role: 'editor' }]),
      false,
    ],
  ])('joins the editors room: %s', (_name, socket, userId, deck, allowed) => {
    expect(mayJoinDeckEditors(socket, userId, deck)).toBe(allowed);
  });

  const IDLE = 30_000;
  it.each<[string, boolean, { socketId: string; touchedAt: number } | null, number, boolean]>([
    ['a free field, editor', true, null, 0, true],
    ['a free field, viewer', false, null, 0, false],
    ['its own field again', true, { socketId: 's1', touchedAt: 0 }, 1000, true],
    ["another editor's field", true, { socketId: 's2', touchedAt: 0 }, 1000, false],
    ["another editor's field at 30 s", true, { socketId: 's2', touchedAt: 0 }, IDLE, false],
    ["another editor's idle field", true, { socketId: 's2', touchedAt: 0 }, IDLE + 1, true],
    ["a viewer, another's idle field", false, { socketId: 's2', touchedAt: 0 }, IDLE + 1, false],
  ])('takes a field: %s', (_name, canEdit, holder, now, allowed) => {
    expect(mayTakeDeckField(canEdit, 's1', holder, now, IDLE)).toBe(allowed);
  });
});
