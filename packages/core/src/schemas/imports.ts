import { z } from 'zod';

/**
 * Importing a PDF or PowerPoint deck: each page becomes a content slide holding the page as an
 * image (layout `imageOnly`), its speaker notes as the slide's notes and its text as the image's
 * alternative text. The upload returns a job at once; the dialog polls it for page-by-page progress
 * and may cancel it. Slides are added in one transaction when every page is rendered, so a failed
 * or cancelled import leaves the deck as it was.
 */
export const IMPORT_FORMATS = ['pdf', 'pptx'] as const;
export const ZImportFormatSchema = z.enum(IMPORT_FORMATS);
export type TImportFormat = z.infer<typeof ZImportFormatSchema>;

/** Bounds of one import, the same on every server (the file size is the plan's upload limit or less). */
export const IMPORT_LIMITS = {
  /** Largest file accepted, in bytes. */
  fileMaxBytes: 100 * 1024 * 1024,
  /** Most pages (or slides) a file may have; more is refused before anything is rendered. */
  pagesMax: 500,
  /** Longest side of a rendered page, in pixels (1920 for 16:9 pages). */
  pageMaxPixels: 1920,
  /** Most time one import may take on the server, in seconds. */
  timeoutSec: 300,
} as const;

export const IMPORT_STATUSES = ['queued', 'processing', 'done', 'failed', 'cancelled'] as const;
export const ZImportStatusSchema = z.enum(IMPORT_STATUSES);
export type TImportStatus = z.infer<typeof ZImportStatusSchema>;

/**
 * Why an import failed (the dialog words each one): `tooLarge` file over the limit, `tooManyPages`
 * over pagesMax or over the slides the deck has room for, `encrypted` a password-protected PDF,
 * `macros` a .pptm or a package holding macros, `externalLinks` a PPTX linking to outside files,
 * `unsafeArchive` a zip bomb or a broken package, `unreadable` not a PDF/PPTX we can read,
 * `converterMissing` PPTX without LibreOffice, `timeout`, `planLimit` uploads over the plan.
 */
export const IMPORT_ERROR_CODES = [
  'tooLarge',
  'tooManyPages',
  'encrypted',
  'macros',
  'externalLinks',
  'unsafeArchive',
  'unreadable',
  'unsupportedFormat',
  'converterMissing',
  'timeout',
  'planLimit',
  'internal',
] as const;
export const ZImportErrorCodeSchema = z.enum(IMPORT_ERROR_CODES);
export type TImportErrorCode = z.infer<typeof ZImportErrorCodeSchema>;

export const ZImportJobSchema = z.object({
  id: z.string(),
  /** The deck the slides go into; for "New from a file", null until the import is done. */
  presentationId: z.string().nullable(),
  format: ZImportFormatSchema,
  fileName: z.string(),
  status: ZImportStatusSchema,
  /** Pages the file has (known once it is read; hidden PowerPoint slides left out unless asked). */
  pagesTotal: z.number().int().nullable(),
  /** Pages rendered so far. */
  pagesDone: z.number().int(),
  /** Hidden PowerPoint slides left out. */
  hiddenSkipped: z.number().int(),
  /** The new slides' ids in deck order (once done). */
  slideIds: z.array(z.string()),
  error: z.object({ code: ZImportErrorCodeSchema, message: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TImportJob = z.infer<typeof ZImportJobSchema>;

/** GET /api/import/capabilities/: which formats this server can import, said up front. */
export const ZImportCapabilitiesSchema = z.object({
  formats: z.object({
    pdf: z.object({ available: z.boolean() }),
    /** false with reason `converterMissing` when LibreOffice is not installed on the server. */
    pptx: z.object({
      available: z.boolean(),
      reason: ZImportErrorCodeSchema.nullable(),
    }),
  }),
  fileMaxBytes: z.number().int(),
  pagesMax: z.number().int(),
});
export type TImportCapabilities = z.infer<typeof ZImportCapabilitiesSchema>;

/** An id among a multipart import's text fields. */
const ZImportFieldIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/, 'id.invalid');

/**
 * Multipart fields of POST /api/import/ beside the `file` part (strings, as forms send them):
 * `presentationId` absent makes a new deck titled after the file; `afterSlideId` places the
 * imported slides after that slide (at the end when absent); `includeHidden` 'true' imports hidden
 * PowerPoint slides too (marked hidden in their notes).
 */
export const ZImportFieldsSchema = z.strictObject({
  presentationId: ZImportFieldIdSchema.optional(),
  afterSlideId: ZImportFieldIdSchema.optional(),
  includeHidden: z.enum(['true', 'false'], 'invalidType').optional(),
});
export type TImportFields = z.infer<typeof ZImportFieldsSchema>;
