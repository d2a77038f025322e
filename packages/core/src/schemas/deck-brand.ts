import { z } from 'zod';

/**
 * The organisation's brand as a deck shows it beyond its font and logo: colours, the answer
 * palette's first colours, an uploaded font, and — with white label — the name shown instead of
 * Crowdeck and the own audience domain.
 */
export const ZDeckBrandSchema = z.object({
  /** White label: the organisation's name, shown instead of Crowdeck; null otherwise. */
  name: z.string().nullable(),
  /** The organisation's logo and font family: they fill what the deck leaves empty (win when locked). */
  logoUrl: z.string().nullable(),
  fontFamily: z.string().nullable(),
  primaryColour: z.string().nullable(),
  backgroundColour: z.string().nullable(),
  palette: z.array(z.string()),
  /** An uploaded WOFF2 font's address (used before the font family). */
  fontUrl: z.string().nullable(),
  /** Join addresses and QR codes use `http(s)://<audienceHost>` when set. */
  audienceHost: z.string().nullable(),
  /** Members cannot change the deck's logo, font and colours. */
  locked: z.boolean(),
});
export type TDeckBrand = z.infer<typeof ZDeckBrandSchema>;

/**
 * The deck's look as a screen draws it: its font and logo (null: none) and the owner's
 * organisation's brand (colours, uploaded font, white label), or null.
 */
export const ZDeckLookSchema = z.object({
  fontFamily: z.string().nullable(),
  logoUrl: z.string().nullable(),
  brand: ZDeckBrandSchema.nullable(),
});
