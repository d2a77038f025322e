import {
  INVITATION_ROUTE,
  type TInviteRequest,
  type TOrganisation,
  type TOrganisationInvitation,
  type TOrganisationMember,
  type TOrganisationRole,
} from '@crowdeck/core';
import { fieldRefusal, invalidField, notFound } from '../../http/api-error';
import type { TBackgroundTasks } from '../../lib/background-tasks';
import { dateOf, type TClock } from '../../lib/clock';
import type { TMailer } from '../../lib/mailer';
import type { TWindowedLimits } from '../../lib/windowed-limits';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import { mayGrantRoles } from '../../policies';
import type { TAuthContext } from '../accounts/auth.service';
import { auditBy } from '../audit';
import { buildInvitationMail, INVITATION_TTL_DAYS } from './invitation-mail';
import { mailLanguage } from '../../lib/mail-language';
import { toInvitationView, toOrganisationView } from './organisation-view';
import { loadManagedMembership } from './managed-organisation';
import type { TMemberDecks } from './member-decks.repository';
import { AlreadyMemberError, type TOrganisationsRepository } from './organisations.repository';

/** 409: the person belongs to an organisation already (a user belongs to at most one). */
const alreadyMember = () => fieldRefusal(409, 'email', 'organisation.alreadyMember');

/**
 * What members and admins do with their organisation. Every call starts from the caller's own
 * membership: whoever is not a member — or not an admin where managing is asked — gets the same
 * 404 as for an organisation that does not exist, so nothing tells organisations apart.
 */
export function createOrganisationsService(deps: {
  repo: TOrganisationsRepository;
  mailer: TMailer;
  background: TBackgroundTasks;
  presenterUrl: string;
  memberDecks: TMemberDecks;
  /** Invitation mails per inviter and organisation per hour, per recipient per day. */
  limits: TWindowedLimits;
  /** The time invitations expire by. */
  clock: TClock;
}) {
  const { repo } = deps;

  async function membership(auth: TAuthContext) {
    const found = await repo.membershipOf(auth.user.id);
    if (!found) throw notFound();
    return found;
  }

  /** The caller's organisation when they may manage it; the 404 otherwise. */
  const managed = (auth: TAuthContext, organisationId?: string) =>
    loadManagedMembership(repo, auth.user.id, organisationId);

  /** 403 unless the caller may give or take these roles (the owner role is the owners'). */
  function assertMayGrant(callerRole: TOrganisationRole, ...roles: (TOrganisationRole | null)[]) {
    if (!mayGrantRoles(callerRole, roles)) {
      throw fieldRefusal(403, 'role', 'organisation.ownerOnly');
    }
  }

  return {
    /** The caller's organisation with their role, or null. */
    async mine(auth: TAuthContext): Promise<TOrganisation | null> {
      const found = await repo.membershipOf(auth.user.id);
      return found ? toOrganisationView(found.organisation, found.role) : null;
    },

    async members(auth: TAuthContext): Promise<TOrganisationMember[]> {
      const { organisation } = await managed(auth);
      const rows = await repo.members(organisation.id);
      return rows.map((row) => ({
        ...row,
        joinedAt: row.joinedAt.toISOString(),
        lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
      }));
    },

    /** Changes a member's role (admins and owners; the owner role by owners only). */
    async setRole(auth: TAuthContext, userId: string, role: TOrganisationRole): Promise<void> {
      const { organisation, role: callerRole } = await managed(auth);
      const current = await repo.memberRole(organisation.id, userId);
      if (!current) throw notFound();
      assertMayGrant(callerRole, current, role);
      const result = await repo.changeMember(organisation.id, userId, role, (before) =>
        before.role === role
          ? null
          : auditBy(
              auth,
              organisation.id,
              role === 'owner' ? 'ownershipTransferred' : 'memberRoleChanged',
              { type: 'member', id: userId },
              { email: before.email, from: before.role, to: role },
            ),
      );
      if (result === 'missing') throw notFound();
      if (result === 'lastOwner') throw fieldRefusal(409, 'role', 'organisation.lastOwner');
    },

    /**
     * Removes a member (admins and owners; an owner by owners only) or lets a member leave; the
     * last owner stays. The member's decks stay theirs.
     */
    async remove(auth: TAuthContext, userId: string): Promise<void> {
      const self = userId === auth.user.id;
      const { organisation, role: callerRole } = self
        ? await membership(auth)
        : await managed(auth);
      const current = await repo.memberRole(organisation.id, userId);
      if (!current) throw notFound();
      if (!self) assertMayGrant(callerRole, current);
      const result = await repo.changeMember(organisation.id, userId, null, (before) =>
        auditBy(
          auth,
          organisation.id,
          'memberRemoved',
          { type: 'member', id: userId },
          { email: before.email, role: before.role, left: self },
        ),
      );
      if (result === 'missing') throw notFound();
      if (result === 'lastOwner') {
        throw fieldRefusal(409, 'userId', 'organisation.lastOwner');
      }
      // Their decks run on their own plan from the next join on, on every node.
      await deps.memberDecks.ofUser(userId);
    },

    async invitations(auth: TAuthContext): Promise<TOrganisationInvitation[]> {
      const { organisation } = await managed(auth);
      return (await repo.pendingInvitations(organisation.id, dateOf(deps.clock))).map(
        toInvitationView,
      );
    },

    /**
     * Mails a single-use link; the address may not have an account yet. Limited (429 with
     * Retry-After) per inviter and organisation per hour and per recipient per day. The mail is in the
     * inviter's language (their account's, else their browser's `acceptLanguage`).
     */
    async invite(
      auth: TAuthContext,
      input: TInviteRequest,
      acceptLanguage?: string,
    ): Promise<TOrganisationInvitation> {
      const { organisation, role: callerRole } = await managed(auth);
      assertMayGrant(callerRole, input.role);
      // Each invitation mails an address the caller chose: nothing is stored or sent beyond these.
      await deps.limits.consumeAll([
        { name: 'invitePerRecipient', key: input.email.toLowerCase() },
        { name: 'invitePerInviter', key: auth.user.id },
        { name: 'invitePerOrganisation', key: organisation.id },
      ]);
      const token = createOpaqueToken();
      const invitation = await repo.insertInvitation(
        {
          organisationId: organisation.id,
          email: input.email,
          role: input.role,
          tokenHash: hashToken(token),
          invitedBy: auth.user.id,
          expiresAt: new Date(deps.clock.now() + INVITATION_TTL_DAYS * 24 * 3_600_000),
        },
        (row) =>
          auditBy(
            auth,
            organisation.id,
            'memberInvited',
            { type: 'invitation', id: row.id },
            { email: row.email, role: row.role },
          ),
      );
      const link = `${deps.presenterUrl}${INVITATION_ROUTE}?token=${encodeURIComponent(token)}`;
      deps.background.run(
        deps.mailer.send(
          buildInvitationMail(
            input.email,
            organisation.name,
            auth.user.name,
            link,
            mailLanguage(auth.user.language, acceptLanguage),
          ),
        ),
        { event: 'organisation.invitationMail' },
      );
      return toInvitationView(invitation);
    },

    async revokeInvitation(auth: TAuthContext, id: string): Promise<void> {
      const { organisation } = await managed(auth);
      if (!(await repo.deleteInvitation(organisation.id, id))) throw notFound();
    },

    /** The signed-in user accepts an invitation sent to their address. */
    async accept(auth: TAuthContext, token: string): Promise<TOrganisation> {
      try {
        const accepted = await repo.acceptInvitation(
          hashToken(token),
          auth.user.id,
          auth.user.email,
          dateOf(deps.clock),
          (invitation) =>
            auditBy(
              auth,
              invitation.organisationId,
              'memberJoined',
              { type: 'member', id: auth.user.id },
              { email: auth.user.email, role: invitation.role, via: 'invitation' },
            ),
        );
        if (accepted === null) throw invalidField('token', 'invitation.invalid');
        if (accepted === 'otherEmail') {
          throw fieldRefusal(403, 'token', 'invitation.otherEmail');
        }
      } catch (error) {
        if (error instanceof AlreadyMemberError) throw alreadyMember();
        throw error;
      }
      await deps.memberDecks.ofUser(auth.user.id);
      const found = await membership(auth);
      return toOrganisationView(found.organisation, found.role);
    },
  };
}

export type TOrganisationsService = ReturnType<typeof createOrganisationsService>;
