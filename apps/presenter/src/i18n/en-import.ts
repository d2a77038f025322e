/** Texts of the import dialog: PDF and PowerPoint files into a deck, or into a new one. */
export const enImport = {
  'import.openFromEditor': 'Import slides from a file',
  'import.openFromHome': 'New from a file',
  'import.titleEditor': 'Import slides from a file',
  'import.titleNew': 'New presentation from a file',
  'import.lead':
    'Each page or slide becomes a slide of its own, with its speaker notes as your notes. You can then move, delete and mix them with interactive slides.',
  'import.checking': 'Checking which files this server can import…',
  'import.capabilitiesError': 'Could not ask the server which files it imports. {{reason}}',
  'import.retry': 'Try again',
  'import.formatsBoth':
    'This server imports PDF files and PowerPoint presentations (.pptx), up to {{size}} MB and {{pages}} pages.',
  'import.formatsPdfOnly':
    'This server imports PDF files, up to {{size}} MB and {{pages}} pages. It cannot read PowerPoint files (.pptx) because LibreOffice is not installed on it: export your deck as PDF (in PowerPoint: File → Export → PDF), or ask your administrator to install LibreOffice.',
  'import.otherTools':
    'Google Slides or Keynote? Download the deck first — Google Slides: File → Download → PDF document or Microsoft PowerPoint (.pptx); Keynote: File → Export To → PDF or PowerPoint — then import that file.',
  'import.dropTitle': 'Drag the file here, or',
  'import.choose': 'Choose a file',
  'import.chooseAnother': 'Choose another file',
  'import.chosen': 'Chosen: {{name}} ({{size}} MB)',
  'import.includeHidden': 'Include hidden PowerPoint slides',
  'import.includeHiddenHint': 'Slides hidden in PowerPoint are left out unless you tick this.',
  'import.start': 'Import',
  'import.tryAgain': 'Try again',
  'import.cancel': 'Cancel',
  'import.close': 'Close',
  'import.cancelImport': 'Cancel import',
  'import.importing': 'Importing {{name}}',
  'import.progressLabel': 'Import progress',
  'import.uploading': 'Uploading… {{percent}}%',
  'import.queued': 'Waiting for the server to start…',
  'import.reading': 'Reading the file…',
  'import.preparing_one': 'Preparing {{count}} page…',
  'import.preparing_other': 'Preparing {{count}} pages…',
  'import.page': 'Page {{page}} of {{total}}',
  'import.saving': 'Adding the slides to your presentation…',
  'import.cancelling': 'Cancelling…',
  'import.cancelled': 'Import cancelled. Nothing was added.',
  'import.done_one': '{{count}} slide imported.',
  'import.done_other': '{{count}} slides imported.',
  'import.hiddenSkipped_one': '{{count}} hidden slide was left out.',
  'import.hiddenSkipped_other': '{{count}} hidden slides were left out.',
  'import.failedTitle': 'Nothing was imported.',
  'import.error.tooLarge':
    'The file is larger than {{size}} MB, the most this server takes. Make it smaller (in PowerPoint: File → Compress Pictures) or split it into parts, then import again.',
  'import.error.tooManyPages':
    'The file has too many pages: at most {{pages}} pages can be imported at once, and a presentation holds at most {{slides}} slides. Split the file, or delete slides you no longer need first.',
  'import.error.encrypted':
    'The PDF is protected by a password. Open it, save a copy without the password, and import that copy.',
  'import.error.macros':
    'The file contains macros (a .pptm file), which are never imported. In PowerPoint, save it as a PowerPoint Presentation (.pptx) or export it as PDF, and import that.',
  'import.error.externalLinks':
    'The presentation links to files outside it (linked pictures, videos or data), which are never imported. Embed them in the deck, or export it as PDF, and import that.',
  'import.error.unsafeArchive':
    'The file looks damaged or is packed in a way that is not safe to open. Save it again from PowerPoint, or export it as PDF, and import that.',
  'import.error.unreadable':
    'The file could not be read as a PDF or PowerPoint presentation. Check that it opens on your computer, export it again as PDF or .pptx, and import that.',
  'import.error.unsupportedFormat':
    'Only PDF files and PowerPoint presentations (.pptx) can be imported. Export your deck as PDF or .pptx first (an older .ppt file: open it in PowerPoint and save it as .pptx).',
  'import.error.converterMissing':
    'This server cannot read PowerPoint files because LibreOffice is not installed on it. Export the deck as PDF (in PowerPoint: File → Export → PDF) and import that, or ask your administrator to install LibreOffice.',
  'import.error.timeout':
    'The import took longer than {{minutes}} minutes and was stopped. Try a smaller file, or split it into parts.',
  'import.error.planLimit':
    'This file is more than your plan allows to upload. Import a smaller file, or compare the plans to get more room.',
  'import.error.internal':
    'Something went wrong on the server while importing. Try again in a moment; if it keeps failing, export the deck as PDF and import that.',
};
