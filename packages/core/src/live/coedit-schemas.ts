import { z } from 'zod';
import { ZMemberIdentitySchema } from '../schemas/auth';

/**
 * Co-editing a deck: editors with the deck open in the editor share a room on the presenter's
 * Socket.IO connection. They see each other (who is on which slide), take a text field while
 * typing in it (the others see it as taken), and receive each other's saved fields live.
 */

/** The text fields that are taken while typing and saved with their base value. */
export const COEDIT_SLIDE_FIELDS = ['question', 'notes', 'body', 'imageAlt'] as const;
export const COEDIT_OPTION_FIELDS = ['text'] as const;
export type TCoeditSlideField = (typeof COEDIT_SLIDE_FIELDS)[number];

/** How long a taken field stays taken without a keystroke (the holder's page renews it). */
export const COEDIT_LOCK_IDLE_MS = 30_000;
/** How often a holder renews its field while typing. */
export const COEDIT_LOCK_RENEW_MS = 10_000;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const FIELD_KEY = new RegExp(
  `^(?:slide:${UUID}:(?:${COEDIT_SLIDE_FIELDS.join('|')})|option:${UUID}:(?:${COEDIT_OPTION_FIELDS.join('|')}))$`,
);
const ZUuidSchema = z.string('required').regex(new RegExp(`^${UUID}$`), 'id.invalid');

/** A field of the deck: `slide:<id>:question`, `slide:<id>:notes`, `option:<id>:text` … */
export const ZCoeditFieldSchema = z.string('required').max(100).regex(FIELD_KEY, 'invalidType');
export type TCoeditField = z.infer<typeof ZCoeditFieldSchema>;

/** The key of a slide's text field. */
export const slideFieldKey = (slideId: string, field: TCoeditSlideField): string =>
  `slide:${slideId}:${field}`;
/** The key of an option's text. */
export const optionFieldKey = (optionId: string): string => `option:${optionId}:text`;

export const ZCoeditJoinSchema = z.strictObject({
  presentationId: ZUuidSchema,
  slideId: ZUuidSchema.nullable(),
});
export type TCoeditJoin = z.infer<typeof ZCoeditJoinSchema>;

export const ZCoeditSlideSchema = z.strictObject({ slideId: ZUuidSchema.nullable() });
export type TCoeditSlide = z.infer<typeof ZCoeditSlideSchema>;

export const ZCoeditLockSchema = z.strictObject({ field: ZCoeditFieldSchema });
export type TCoeditLock = z.infer<typeof ZCoeditLockSchema>;

export const ZCoeditLeaveSchema = z.strictObject({});

/** One editor with the deck open (one per tab). */
export const ZCoeditEditorSchema = z.object({
  socketId: z.string(),
  /** The user, as the organisation's members see each other. */
  ...ZMemberIdentitySchema.pick({ userId: true, name: true }).shape,
  slideId: z.string().nullable(),
  /** The field they are typing in, if any. */
  field: z.string().nullable(),
  /** Whether they may change the deck (a viewer is shown, never takes a field). */
  canEdit: z.boolean(),
});
export type TCoeditEditor = z.infer<typeof ZCoeditEditorSchema>;

/** Who has the deck open now (sent to the deck's editors room on every change). */
export interface TCoeditPresence {
  presentationId: string;
  editors: TCoeditEditor[];
}

/** The deck changed otherwise (slides, options, settings): editors other than `by` reload it. */
export interface TCoeditReshaped {
  presentationId: string;
  by: { userId: string; name: string };
}

/** A saved field, sent to the deck's editors room. */
export interface TCoeditChange {
  presentationId: string;
  field: string;
  value: string | null;
  by: { userId: string; name: string };
  /**
   * The value the save replaced when it was not the saver's base (another editor's newer text,
   * overwritten: last writer wins); null when nothing was overwritten.
   */
  overwritten: string | null;
}
