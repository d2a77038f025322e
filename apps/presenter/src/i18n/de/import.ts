/** German texts of the import dialog: PDF and PowerPoint files into a deck, or into a new one. */
export const deImport = {
  'import.openFromEditor': 'Folien aus einer Datei importieren',
  'import.openFromHome': 'Neu aus einer Datei',
  'import.titleEditor': 'Folien aus einer Datei importieren',
  'import.titleNew': 'Neue Präsentation aus einer Datei',
  'import.lead':
    'Jede Seite oder Folie wird zu einer eigenen Folie, ihre Vortragsnotizen werden zu deinen Notizen. Danach kannst du sie verschieben, löschen und mit interaktiven Folien mischen.',
  'import.checking': 'Es wird geprüft, welche Dateien dieser Server importieren kann …',
  'import.capabilitiesError':
    'Der Server konnte nicht gefragt werden, welche Dateien er importiert. {{reason}}',
  'import.retry': 'Erneut versuchen',
  'import.formatsBoth':
    'Dieser Server importiert PDF-Dateien und PowerPoint-Präsentationen (.pptx) bis {{size}} MB und {{pages}} Seiten.',
  'import.formatsPdfOnly':
    'Dieser Server importiert PDF-Dateien bis {{size}} MB und {{pages}} Seiten. PowerPoint-Dateien (.pptx) kann er nicht lesen, weil LibreOffice auf ihm nicht installiert ist: Exportiere deine Präsentation als PDF (in PowerPoint: Datei → Exportieren → PDF) oder bitte deine Administration, LibreOffice zu installieren.',
  'import.otherTools':
    'Google Präsentationen oder Keynote? Lade die Präsentation zuerst herunter – Google Präsentationen: Datei → Herunterladen → PDF-Dokument oder Microsoft PowerPoint (.pptx); Keynote: Ablage → Exportieren → PDF oder PowerPoint – und importiere dann diese Datei.',
  'import.dropTitle': 'Ziehe die Datei hierher oder',
  'import.choose': 'Datei auswählen',
  'import.chooseAnother': 'Andere Datei auswählen',
  'import.chosen': 'Ausgewählt: {{name}} ({{size}} MB)',
  'import.includeHidden': 'Ausgeblendete PowerPoint-Folien einschließen',
  'import.includeHiddenHint':
    'In PowerPoint ausgeblendete Folien werden weggelassen, außer du setzt hier ein Häkchen.',
  'import.start': 'Importieren',
  'import.tryAgain': 'Erneut versuchen',
  'import.cancel': 'Abbrechen',
  'import.close': 'Schließen',
  'import.cancelImport': 'Import abbrechen',
  'import.importing': '{{name}} wird importiert',
  'import.progressLabel': 'Fortschritt des Imports',
  'import.uploading': 'Wird hochgeladen … {{percent}} %',
  'import.queued': 'Warten, bis der Server beginnt …',
  'import.reading': 'Die Datei wird gelesen …',
  'import.preparing_one': '{{count}} Seite wird vorbereitet …',
  'import.preparing_other': '{{count}} Seiten werden vorbereitet …',
  'import.page': 'Seite {{page}} von {{total}}',
  'import.saving': 'Die Folien werden deiner Präsentation hinzugefügt …',
  'import.cancelling': 'Wird abgebrochen …',
  'import.cancelled': 'Import abgebrochen. Es wurde nichts hinzugefügt.',
  'import.done_one': '{{count}} Folie importiert.',
  'import.done_other': '{{count}} Folien importiert.',
  'import.hiddenSkipped_one': '{{count}} ausgeblendete Folie wurde weggelassen.',
  'import.hiddenSkipped_other': '{{count}} ausgeblendete Folien wurden weggelassen.',
  'import.failedTitle': 'Es wurde nichts importiert.',
  'import.error.tooLarge':
    'Die Datei ist größer als {{size}} MB, das Höchste, was dieser Server annimmt. Verkleinere sie (in PowerPoint: Datei → Bilder komprimieren) oder teile sie auf und importiere sie dann erneut.',
  'import.error.tooManyPages':
    'Die Datei hat zu viele Seiten: Höchstens {{pages}} Seiten lassen sich auf einmal importieren, und eine Präsentation fasst höchstens {{slides}} Folien. Teile die Datei auf oder lösche zuerst Folien, die du nicht mehr brauchst.',
  'import.error.encrypted':
    'Das PDF ist mit einem Passwort geschützt. Öffne es, speichere eine Kopie ohne Passwort und importiere diese Kopie.',
  'import.error.macros':
    'Die Datei enthält Makros (eine .pptm-Datei), die nie importiert werden. Speichere sie in PowerPoint als PowerPoint-Präsentation (.pptx) oder exportiere sie als PDF und importiere diese Datei.',
  'import.error.externalLinks':
    'Die Präsentation verweist auf Dateien außerhalb von ihr (verknüpfte Bilder, Videos oder Daten), die nie importiert werden. Bette sie in die Präsentation ein oder exportiere sie als PDF und importiere diese Datei.',
  'import.error.unsafeArchive':
    'Die Datei scheint beschädigt zu sein oder ist so gepackt, dass sie nicht sicher geöffnet werden kann. Speichere sie in PowerPoint neu oder exportiere sie als PDF und importiere diese Datei.',
  'import.error.unreadable':
    'Die Datei ließ sich nicht als PDF oder PowerPoint-Präsentation lesen. Prüfe, ob sie sich auf deinem Computer öffnen lässt, exportiere sie erneut als PDF oder .pptx und importiere diese Datei.',
  'import.error.unsupportedFormat':
    'Importieren lassen sich nur PDF-Dateien und PowerPoint-Präsentationen (.pptx). Exportiere deine Präsentation zuerst als PDF oder .pptx (eine ältere .ppt-Datei: in PowerPoint öffnen und als .pptx speichern).',
  'import.error.converterMissing':
    'Dieser Server kann keine PowerPoint-Dateien lesen, weil LibreOffice auf ihm nicht installiert ist. Exportiere die Präsentation als PDF (in PowerPoint: Datei → Exportieren → PDF) und importiere diese Datei, oder bitte deine Administration, LibreOffice zu installieren.',
  'import.error.timeout':
    'Der Import hat länger als {{minutes}} Minuten gedauert und wurde beendet. Versuche es mit einer kleineren Datei oder teile sie auf.',
  'import.error.planLimit':
    'Diese Datei ist größer, als dein Tarif zum Hochladen erlaubt. Importiere eine kleinere Datei oder vergleiche die Tarife für mehr Platz.',
  'import.error.internal':
    'Beim Importieren ist auf dem Server etwas schiefgelaufen. Versuche es gleich noch einmal; klappt es weiterhin nicht, exportiere die Präsentation als PDF und importiere diese Datei.',
};
