import { z } from 'zod';
import { singleLineText } from './text';
import { ZUniqueCodeSchema } from './deck';

/**
 * Who the participants of a deck are: a nickname of their own choice (or none), their
 * organisation's single sign-on, or a name from the presenter's roster. An anonymous session
 * (the deck's `anonymousSession`) always joins without any name.
 */
export const PARTICIPANT_IDENTITIES = ['nickname', 'organisation', 'roster'] as const;
export type TParticipantIdentity = (typeof PARTICIPANT_IDENTITIES)[number];
export const ZParticipantIdentitySchema = z.enum(PARTICIPANT_IDENTITIES, 'invalidType');

export const ROSTER_LIMITS = {
  /** A real name on a roster, in characters. */
  nameMax: 80,
  /** Names on one roster. */
  namesMax: 2000,
  /** The uploaded list (CSV or one name a line), in characters. */
  textMax: 200_000,
  /** Characters typed before the phone is offered any roster name. */
  suggestMinChars: 2,
  /** Roster names offered at once. */
  suggestMax: 5,
} as const;

/** How long the signed identity a phone brings back from the organisation's sign-in is valid. */
export const PARTICIPANT_IDENTITY_TTL_MS = 10 * 60 * 1000;

export const ZRosterNameSchema = singleLineText({
  max: ROSTER_LIMITS.nameMax,
  tooLong: 'name.tooLong',
  required: 'name.tooShort',
});

/**
 * The roster's names from an upload: a CSV's first column (a header row `name` is skipped) or
 * one name a line; blank lines dropped, duplicates (ignoring case) kept once.
 */
export function parseRosterText(text: string): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const [index, line] of text.split(/\r\n|\r|\n/).entries()) {
    let cell = line;
    if (line.startsWith('"')) {
      const end = line.indexOf('"', 1);
      cell = end > 0 ? line.slice(1, end) : line.slice(1);
    } else if (line.includes(',') || line.includes(';')) {
      cell = line.split(/[,;]/)[0] ?? '';
    }
    const name = cell.replace(/\s+/g, ' ').trim();
    if (!name) continue;
    if (index === 0 && /^(name|names|full name)$/i.test(name)) continue;
    const key = name.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

/** PUT /api/presentations/roster/ + id: the list as uploaded (CSV or plain text). */
export const ZRosterUploadRequestSchema = z.strictObject({
  text: z.string('required').max(ROSTER_LIMITS.textMax, 'roster.tooLong'),
});
export type TRosterUploadRequest = z.infer<typeof ZRosterUploadRequestSchema>;

/** The roster as its presenter sees it; checked after parsing. */
export const ZRosterSchema = z.object({
  names: z.array(ZRosterNameSchema).max(ROSTER_LIMITS.namesMax, 'roster.tooMany'),
});
export type TRoster = z.infer<typeof ZRosterSchema>;

/** GET /api/audience/roster/?code=&q=: roster names starting with what the phone typed. */
export const ZRosterSuggestQuerySchema = z.strictObject({
  code: ZUniqueCodeSchema,
  q: z.string().min(ROSTER_LIMITS.suggestMinChars).max(ROSTER_LIMITS.nameMax),
});
export const ZRosterSuggestResponseSchema = z.object({ names: z.array(z.string()) });
export type TRosterSuggestResponse = z.infer<typeof ZRosterSuggestResponseSchema>;

/** GET /api/audience/sso/start/?code=: sends the phone to its organisation's sign-in. */
export const ZParticipantSsoStartQuerySchema = z.strictObject({
  code: ZUniqueCodeSchema,
});

/** The signed identity a phone brings back from its organisation's sign-in. */
export const ZParticipantIdentityTokenSchema = z
  .string()
  .min(16)
  .max(2048)
  .regex(/^[\w.-]+$/, 'invalidType');
