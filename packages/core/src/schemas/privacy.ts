import { z } from 'zod';

/**
 * How long runs (their participants, answers, words, Q&A and reports) are kept after they end, in
 * days; `null` keeps them until deleted by hand (the default).
 */
export const RETENTION_DAYS = [30, 90, 365] as const;
export type TRetentionDays = (typeof RETENTION_DAYS)[number] | null;

/** 30, 90, 365 or null (forever). */
export const ZRetentionDaysSchema = z
  .union([z.literal(30), z.literal(90), z.literal(365)], 'retention.invalid')
  .nullable();

/** PUT /api/users/retention/ and /api/organisation/retention/. */
export const ZRetentionRequestSchema = z.strictObject({ retentionDays: ZRetentionDaysSchema });
export type TRetentionRequest = z.infer<typeof ZRetentionRequestSchema>;

/** Whose setting applies to a presenter's runs: the organisation's when they belong to one. */
export const RETENTION_SOURCES = ['account', 'organisation'] as const;

/** GET (and PUT) of a retention setting: its own value and the one that applies. */
export const ZRetentionSettingsSchema = z.object({
  retentionDays: ZRetentionDaysSchema,
  /** What applies to the caller's runs (the organisation's for a member). */
  effective: z.object({
    retentionDays: ZRetentionDaysSchema,
    source: z.enum(RETENTION_SOURCES),
  }),
});
export type TRetentionSettings = z.infer<typeof ZRetentionSettingsSchema>;

/** When an ended run is deleted under a retention (null: kept, or still open). */
export function runDeletionTime(endedAt: Date | null, retentionDays: TRetentionDays): Date | null {
  if (!endedAt || retentionDays === null) return null;
  return new Date(endedAt.getTime() + retentionDays * 24 * 60 * 60 * 1000);
}
