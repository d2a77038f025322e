import {
  ORGANISATION_ROLES,
  PLAN_IDS,
  SSO_PROTOCOLS,
  type TOrganisationTheme,
} from '@crowdeck/core';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isNotNull, sql } from 'drizzle-orm';
import { presentations } from './presentations';
import { runs } from './runs';
import { columnIndexes } from '../column-indexes';
import { enumChecks } from '../one-of-check';
import { users } from './users';
import {
  cascadeRef,
  idKey,
  timestamps,
  createdAt,
  expiresAt,
  timestampTz,
  tokenHash,
} from './columns';

/**
 * Companies on the Custom plan (granted by the operator): a plan and audience limit its members
 * use, a theme for every member's deck, white label for their audience, single sign-on.
 */
export const organisations = pgTable(
  'organisations',
  {
    ...idKey(),
    name: text('name').notNull(),
    /** The plan its members use (the operator grants it); null: members keep their own plans. */
    plan: text('plan', { enum: PLAN_IDS }),
    /** Simultaneous audience agreed with the organisation; null means the plan's default. */
    audienceLimit: integer('audience_limit'),
    /** The audience sees the organisation's name and logo and no Crowdeck branding. */
    whiteLabel: boolean('white_label').notNull().default(false),
    theme: jsonb('theme').$type<TOrganisationTheme>(),
    /** Members cannot override the theme on their decks. */
    themeLocked: boolean('theme_locked').notNull().default(false),
    /**
     * An own audience domain ("vote.example.com") as claimed by an admin. It takes effect (join
     * addresses, the branded page, CORS and socket Origin) only once verified; only a verified one
     * is unique, so an unverified claim never blocks the domain's real owner.
     */
    audienceHost: text('audience_host'),
    /** Published as TXT `crowdeck-verification=<token>` at `_crowdeck.<host>` to prove the host. */
    audienceHostToken: text('audience_host_token'),
    audienceHostVerifiedAt: timestampTz('audience_host_verified_at'),
    /** OpenID Connect provider: issuer, client id, and the client secret encrypted (never sent). */
    ssoIssuer: text('sso_issuer'),
    ssoClientId: text('sso_client_id'),
    ssoClientSecret: text('sso_client_secret'),
    /** Which of the two provider settings signs people in; the other one is kept unused. */
    ssoProtocol: text('sso_protocol', { enum: SSO_PROTOCOLS }).notNull().default('oidc'),
    /** SAML 2.0 identity provider: its sign-in URL, entity ID and signing certificate (PEM). */
    samlEntryPoint: text('saml_entry_point'),
    samlIdpEntityId: text('saml_idp_entity_id'),
    samlIdpCert: text('saml_idp_cert'),
    /** Addresses of the verified domains must sign in through the provider. */
    ssoRequired: boolean('sso_required').notNull().default(false),
    /** Days its members' ended runs are kept (30, 90 or 365; null: until deleted by hand). */
    retentionDays: integer('retention_days'),
    ...timestamps(),
  },
  (table) => [
    ...enumChecks(table),
    check('organisations_retention_days_check', sql`${table.retentionDays} IN (30, 90, 365)`),
    uniqueIndex('organisations_verified_audience_host_idx')
      .on(table.audienceHost)
      .where(isNotNull(table.audienceHostVerifiedAt)),
  ],
);

/** The key of a row of an organisation: a random uuid and the organisation (it goes with it). */
export const organisationRowKey = () => ({
  ...idKey(),
  organisationId: cascadeRef('organisation_id', () => organisations.id),
});

/** Who belongs to which organisation: a user belongs to at most one (the key is the user). */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: cascadeRef('organisation_id', () => organisations.id),
    role: text('role', { enum: ORGANISATION_ROLES }).notNull(),
    ...createdAt(),
  },
  (table) => [...columnIndexes(table.organisationId), ...enumChecks(table)],
);

/** Mailed single-use invitations, the token kept as sha256 like password-reset tokens. */
export const organisationInvitations = pgTable(
  'organisation_invitations',
  {
    ...organisationRowKey(),
    email: text('email').notNull(),
    role: text('role', { enum: ORGANISATION_ROLES }).notNull(),
    ...tokenHash(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    ...createdAt(),
    ...expiresAt(),
    acceptedAt: timestampTz('accepted_at'),
  },
  (table) => [...columnIndexes(table.organisationId), ...enumChecks(table)],
);

/** Email domains an organisation claims; a verified one routes its addresses to the SSO provider. */
export const organisationDomains = pgTable(
  'organisation_domains',
  {
    ...organisationRowKey(),
    /** Unique once verified (and once per organisation): a claim alone blocks nobody. */
    domain: text('domain').notNull(),
    /** Published as a DNS TXT record `crowdeck-verification=<token>` to prove the domain. */
    verificationToken: text('verification_token').notNull(),
    verifiedAt: timestampTz('verified_at'),
    ...createdAt(),
  },
  (table) => [
    ...columnIndexes(table.organisationId),
    uniqueIndex('organisation_domains_organisation_domain_idx').on(
      table.organisationId,
      table.domain,
    ),
    uniqueIndex('organisation_domains_verified_domain_idx')
      .on(table.domain)
      .where(isNotNull(table.verifiedAt)),
  ],
);

/**
 * Sign-ins in flight at the provider, checked on the way back. OpenID Connect: state, nonce and
 * PKCE verifier. SAML: the RelayState is the state, the AuthnRequest ID (which the response must
 * name in InResponseTo) the nonce, and there is no verifier.
 */
export const ssoLogins = pgTable('sso_logins', {
  state: text('state').primaryKey(),
  organisationId: cascadeRef('organisation_id', () => organisations.id),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier'),
  /** Where to go after signing in (a path of the presenter app). */
  next: text('next'),
  /**
   * A participant's sign-in for this deck (identified sessions): it creates no account and
   * returns the phone to the deck with a signed identity. Null for a presenter's sign-in.
   */
  presentationId: uuid('presentation_id').references(() => presentations.id, {
    onDelete: 'cascade',
  }),
  /**
   * A participant's sign-in for this self-paced assignment (a run of `presentation_id`): the
   * phone returns to the assignment instead of the deck. Null otherwise.
   */
  assignmentId: uuid('assignment_id').references(() => runs.id, { onDelete: 'cascade' }),
  /** sha256 of the secret in the HttpOnly cookie of the browser that started the sign-in. */
  browserHash: text('browser_hash').notNull(),
  ...createdAt(),
  ...expiresAt(),
});

/**
 * Who signed in through an organisation's OpenID provider, by the provider's stable key: the
 * issuer of the ID token and its subject (`oid` for Microsoft Entra ID, else `sub`). A returning
 * person is found by this, not by the address the provider sends, which may change or be missing.
 */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    organisationId: cascadeRef('organisation_id', () => organisations.id),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: cascadeRef('user_id', () => users.id),
    ...createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.issuer, table.subject] }),
    ...columnIndexes(table.userId),
  ],
);

export type TOrganisationRow = typeof organisations.$inferSelect;
export type TOrganisationMemberRow = typeof organisationMembers.$inferSelect;
export type TOrganisationInvitationRow = typeof organisationInvitations.$inferSelect;
export type TOrganisationDomainRow = typeof organisationDomains.$inferSelect;
export type TSsoLoginRow = typeof ssoLogins.$inferSelect;
