import { IMPORT_LIMITS, type TImportErrorCode } from '@crowdeck/core';

/** Plain words for each refusal, as the job's `error.message` (the dialog words them itself). */
const MESSAGES: Record<TImportErrorCode, string> = {
  tooLarge: `The file is larger than ${IMPORT_LIMITS.fileMaxBytes / 1024 / 1024} MB.`,
  tooManyPages: 'The file has more pages than this deck has room for.',
  encrypted: 'The PDF is protected by a password. Save it without one and import it again.',
  macros:
    'The PowerPoint file holds macros. Save it as a .pptx without macros and import it again.',
  externalLinks:
    'The PowerPoint file links to outside files or objects. Embed them (or remove the links) and import it again.',
  unsafeArchive: 'The PowerPoint file is damaged or unpacks to far more than it holds.',
  unreadable: 'The file could not be read as a PDF or PowerPoint deck.',
  unsupportedFormat: 'Import a PDF or a PowerPoint (.pptx) file.',
  converterMissing:
    'This server cannot read PowerPoint files: install LibreOffice, or export the deck as PDF.',
  timeout: `The import took longer than ${IMPORT_LIMITS.timeoutSec / 60} minutes and was stopped.`,
  planLimit: 'A page image is larger than uploads may be.',
  internal: 'The import failed on the server. Try again.',
};

/** Why an import cannot go on: one of core's import error codes, with its plain words. */
export class ImportFailure extends Error {
  override name = 'ImportFailure';
  constructor(
    readonly code: TImportErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }
}

/** The plain words of a code. */
export const importFailureMessage = (code: TImportErrorCode) => MESSAGES[code];
