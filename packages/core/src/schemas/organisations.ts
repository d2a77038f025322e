import { z } from 'zod';
import { ZEmailSchema, ZMemberIdentitySchema, ZPlanIdSchema } from './auth';
import { ZHexColourSchema } from './deck';
import { singleLineText } from './text';

/** Roles in an organisation: owners and admins manage it, members use its plan and brand. */
export const ORGANISATION_ROLES = ['owner', 'admin', 'member'] as const;
export type TOrganisationRole = (typeof ORGANISATION_ROLES)[number];

/** Whether a role may manage the organisation (members, invitations, SSO, domains, branding). */
export const canManageOrganisation = (role: TOrganisationRole): boolean =>
  role === 'owner' || role === 'admin';

export const ZOrganisationNameSchema = singleLineText({
  max: 120,
  tooLong: 'organisation.name.tooLong',
  required: 'organisation.name.required',
});

export const ZOrganisationRoleSchema = z.enum(ORGANISATION_ROLES, 'organisation.role.invalid');

/** A brand colour: any #rrggbb. */
export const ZBrandColourSchema = z
  .string('invalidType')
  .regex(/^#[0-9A-Fa-f]{6}$/, 'brandColour.invalid');

/**
 * An organisation's theme, applied to every member's deck: logo, colours, the answer palette's
 * first colours and a font (a self-hosted family or an uploaded WOFF2 file's address).
 */
export const ZOrganisationThemeSchema = z.strictObject({
  logoUrl: z.string().max(2048).nullable().optional(),
  /** Any #rrggbb brand colour (text on it takes readableTextColour); the palette's are fixed. */
  primaryColour: ZBrandColourSchema.nullable().optional(),
  backgroundColour: ZBrandColourSchema.nullable().optional(),
  palette: z.array(ZHexColourSchema).max(6).optional(),
  fontFamily: z.string().max(80).nullable().optional(),
  fontUrl: z.string().max(2048).nullable().optional(),
});
export type TOrganisationTheme = z.infer<typeof ZOrganisationThemeSchema>;

/** The organisation as its members see it (settings only for those who manage it). */
export const ZOrganisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  plan: ZPlanIdSchema.nullable(),
  audienceLimit: z.number().int().nullable(),
  role: ZOrganisationRoleSchema,
  whiteLabel: z.boolean(),
  theme: ZOrganisationThemeSchema.nullable(),
  themeLocked: z.boolean(),
  audienceHost: z.string().nullable(),
  ssoRequired: z.boolean(),
  createdAt: z.string(),
});
export type TOrganisation = z.infer<typeof ZOrganisationSchema>;

/** One member in the admins' list. */
export const ZOrganisationMemberSchema = ZMemberIdentitySchema.extend({
  role: ZOrganisationRoleSchema,
  joinedAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type TOrganisationMember = z.infer<typeof ZOrganisationMemberSchema>;

/** An invitation not yet accepted. */
export const ZOrganisationInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: ZOrganisationRoleSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TOrganisationInvitation = z.infer<typeof ZOrganisationInvitationSchema>;

/** POST /api/organisation/invitations/ — an admin invites by email (owners only invite owners). */
export const ZInviteRequestSchema = z.strictObject({
  email: ZEmailSchema,
  role: ZOrganisationRoleSchema.default('member'),
});
export type TInviteRequest = z.infer<typeof ZInviteRequestSchema>;

/** POST /api/organisation/invitations/accept/ — the invited, signed-in user accepts. */
export const ZAcceptInvitationRequestSchema = z.strictObject({
  token: z.string('token.invalid').regex(/^[A-Za-z0-9_-]{20,200}$/, 'token.invalid'),
});
export type TAcceptInvitationRequest = z.infer<typeof ZAcceptInvitationRequestSchema>;

/** PUT /api/organisation/members/<userId>/ — a new role. */
export const ZMemberRoleRequestSchema = z.strictObject({ role: ZOrganisationRoleSchema });
export type TMemberRoleRequest = z.infer<typeof ZMemberRoleRequestSchema>;

/** Operator API and CLI: create an organisation. */
export const ZOperatorCreateOrganisationSchema = z.strictObject({
  name: ZOrganisationNameSchema,
});

/** Operator API and CLI: grant a plan (Custom is granted only here) and its audience limit. */
export const ZOperatorSetPlanSchema = z.strictObject({
  plan: ZPlanIdSchema.nullable(),
  audienceLimit: z
    .number('audienceLimit.invalid')
    .int('audienceLimit.invalid')
    .min(1, 'audienceLimit.invalid')
    .max(1_000_000, 'audienceLimit.invalid')
    .nullable()
    .optional(),
});
export type TOperatorSetPlan = z.infer<typeof ZOperatorSetPlanSchema>;

/** Operator API and CLI: make an existing user an owner (or another role). */
export const ZOperatorAddMemberSchema = z.strictObject({
  email: ZEmailSchema,
  role: ZOrganisationRoleSchema.default('owner'),
});
