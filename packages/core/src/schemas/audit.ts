import { z } from 'zod';

/**
 * What an organisation's audit log records: sign-in settings, branding, members and roles,
 * retention, ownership, and exports and deletions of its members' runs and decks. A closed list:
 * the database refuses any other value.
 */
export const AUDIT_ACTIONS = [
  'ssoSettingsChanged',
  'brandingChanged',
  'memberInvited',
  'memberJoined',
  'memberRemoved',
  'memberRoleChanged',
  'ownershipTransferred',
  'retentionChanged',
  'runExported',
  'runDeleted',
  'deckDeleted',
  'rosterChanged',
  'identityModeChanged',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];
export const ZAuditActionSchema = z.enum(AUDIT_ACTIONS, 'audit.action.invalid');

/** What an entry is about. */
export const AUDIT_TARGET_TYPES = ['organisation', 'member', 'invitation', 'run', 'deck'] as const;
export type TAuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * The small facts kept with an entry: names of changed settings, roles, an address, a deck's
 * title, an export's format. Never a secret, never what participants typed.
 */
export const ZAuditDetailsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]),
);
export type TAuditDetails = z.infer<typeof ZAuditDetailsSchema>;

/** One entry as owners and admins read it. */
export const ZAuditEntrySchema = z.object({
  id: z.string(),
  /** Null once the account that acted is deleted; `actorLabel` keeps who it was. */
  actorUserId: z.string().nullable(),
  /** The actor's address when they acted. */
  actorLabel: z.string(),
  action: ZAuditActionSchema,
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string().nullable(),
  details: ZAuditDetailsSchema,
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

/** GET /api/organisation/audit/ — one page, newest first, optionally of one action. */
export const ZAuditQuerySchema = z.strictObject({
  action: ZAuditActionSchema.optional(),
  /** The `nextCursor` of the page before. */
  cursor: z
    .string('audit.cursor.invalid')
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'audit.cursor.invalid')
    .optional(),
  limit: z.coerce
    .number('audit.limit.invalid')
    .int('audit.limit.invalid')
    .min(1, 'audit.limit.invalid')
    .max(AUDIT_PAGE_SIZE, 'audit.limit.invalid')
    .optional(),
  /** The organisation asked about; when given it must be the caller's own. */
  organisationId: z.uuid('invalidType').optional(),
});
export type TAuditQuery = z.infer<typeof ZAuditQuerySchema>;

export const ZAuditPageSchema = z.object({
  entries: z.array(ZAuditEntrySchema),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type TAuditPage = z.infer<typeof ZAuditPageSchema>;
