import { z } from 'zod';
import { ZMemberIdentitySchema } from './auth';

/** What a share lets a member do: a viewer presents, duplicates and reads reports; an editor edits too. */
export const DECK_SHARE_ROLES = ['viewer', 'editor'] as const;
export type TDeckShareRole = (typeof DECK_SHARE_ROLES)[number];

/** The caller's access to a deck: their own, or shared with them as editor or viewer. */
export const DECK_ACCESS_LEVELS = ['owner', 'editor', 'viewer'] as const;
export type TDeckAccess = (typeof DECK_ACCESS_LEVELS)[number];

export const ZDeckShareRoleSchema = z.enum(DECK_SHARE_ROLES);

/** One member of the owner's organisation with the role the deck is shared with them, or none. */
export const ZDeckShareMemberSchema = ZMemberIdentitySchema.extend({
  role: ZDeckShareRoleSchema.nullable(),
});
export type TDeckShareMember = z.infer<typeof ZDeckShareMemberSchema>;

/** The deck's sharing: with the whole organisation (or not) and with each other member. */
export const ZDeckSharesSchema = z.object({
  /** False when the owner belongs to no organisation (nothing can be shared). */
  canShare: z.boolean(),
  organisation: ZDeckShareRoleSchema.nullable(),
  members: z.array(ZDeckShareMemberSchema),
});
export type TDeckShares = z.infer<typeof ZDeckSharesSchema>;

/** Replaces the deck's sharing; members left out are no longer shared with (revoked at once). */
export const ZUpdateDeckSharesRequestSchema = z
  .object({
    organisation: ZDeckShareRoleSchema.nullable(),
    members: z
      .array(z.object({ userId: z.string().uuid(), role: ZDeckShareRoleSchema }).strict())
      .max(1000),
  })
  .strict();
export type TUpdateDeckSharesRequest = z.infer<typeof ZUpdateDeckSharesRequestSchema>;
