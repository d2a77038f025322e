/** German texts of the Google Slides add-on (Integrations page, connect page). */
export const deIntegrationsGoogleSlides = {
  'title.googleSlidesConnect': 'Google Präsentationen verbinden',
  'integrations.googleSlides.about':
    'Ein Add-on für Google Präsentationen: In seiner Seitenleiste fügst du eine Beitrittsfolie (QR-Code und Code, verlinkt mit deiner Live-Ansicht) in deine Google-Präsentation ein und hältst deinen Raum auf der Crowdeck-Folie, die zur aktuellen Google-Folie gehört.',
  'integrations.googleSlides.download': 'Apps-Script-Projekt herunterladen',
  'integrations.googleSlides.downloadHint':
    'Ein Zip mit den Dateien des Add-ons, für diesen Server erstellt: Seine Adresse steht darin. Lade es neu herunter, wenn sich die Adresse ändert.',
  'integrations.googleSlides.https':
    'Google erreicht Crowdeck von seinen eigenen Servern aus: Das funktioniert, wenn Crowdeck über https unter einer öffentlichen Adresse erreichbar ist.',
  'integrations.googleSlides.setupHeading': 'In deinem Google-Konto einrichten',
  'integrations.googleSlides.setup1':
    'Installiere clasp (npm install -g @google/clasp), führe clasp login aus und schalte die Apps Script API unter script.google.com/home/usersettings ein.',
  'integrations.googleSlides.setup2':
    'Entpacke das Projekt in einen leeren Ordner und führe dann clasp create --type standalone --title Crowdeck --rootDir . und clasp push aus.',
  'integrations.googleSlides.setup3':
    'Führe clasp open aus, dann Bereitstellen → Testbereitstellungen → Editor-Add-on: Wähle eine Google-Präsentation zum Testen und öffne sie von dort.',
  'integrations.googleSlides.shareHeading': 'Für deine Organisation freigeben',
  'integrations.googleSlides.share':
    'Ein Google-Workspace-Admin veröffentlicht das Skript privat im Google Workspace Marketplace (ein Google-Cloud-Projekt mit dem Marketplace SDK, Sichtbarkeit „Privat“) und installiert es für die Domain oder für einzelne Gruppen. Die Dokumentation nennt jeden Schritt und die angefragten Berechtigungen.',
  'integrations.googleSlides.useHeading': 'So nutzt du es',
  'integrations.googleSlides.use1':
    'Wähle in Google Präsentationen Erweiterungen → Crowdeck → Crowdeck öffnen; beim ersten Mal fragt Google nach deiner Erlaubnis.',
  'integrations.googleSlides.use2':
    'Wähle in der Seitenleiste Crowdeck öffnen, melde dich an, wähle die Präsentation und kopiere den Verbindungsschlüssel; füge ihn in die Seitenleiste ein und wähle Verbinden.',
  'integrations.googleSlides.use3':
    'Füge die Beitrittsfolie ein und verknüpfe jede Google-Folie mit der passenden Crowdeck-Folie.',
  'integrations.googleSlides.use4':
    'Während du präsentierst, bringen „Diese Folie live zeigen“, Zurück und Weiter (oder das Folgen der ausgewählten Folie) deinen Raum auf die passende Crowdeck-Folie.',
  'integrations.googleSlides.shotSidebar': 'Die Seitenleiste in Google Präsentationen, verbunden',
  'integrations.googleSlides.shotConnect': 'Die Verbindungsseite: der Schlüssel zum Einfügen',
  'integrations.googleSlides.privacy':
    'Mit dem Schlüssel kann das Add-on die Folien einer Präsentation lesen, ihre Live-Ansicht zeigen und ihre Live-Folie wechseln, sonst nichts. Google bewahrt ihn in deinen eigenen Nutzereigenschaften des Add-ons auf, nie in der Präsentation. Die verbundenen Add-ons stehen oben, jedes mit Trennen.',
  'googleSlides.connect.heading': 'Google Präsentationen verbinden',
  'googleSlides.connect.lead':
    'Wähle die Crowdeck-Präsentation, die zu deiner Google-Präsentation gehört. Dann erhältst du einen Verbindungsschlüssel für die Crowdeck-Seitenleiste in Google Präsentationen.',
  'googleSlides.connect.loading': 'Deine Präsentationen werden geladen …',
  'googleSlides.connect.failed':
    'Das hat nicht geklappt. Prüfe deine Verbindung und versuche es noch einmal.',
  'googleSlides.connect.none': 'Du hast noch keine Präsentationen. Erstelle zuerst eine.',
  'googleSlides.connect.slides': 'Folien: {{count}}',
  'googleSlides.connect.pick': 'Verbinden',
  'googleSlides.connect.pickLabel': '„{{title}}“ verbinden',
  'googleSlides.connect.granting': 'Wird verbunden …',
  'googleSlides.connect.keyHeading': 'Dein Verbindungsschlüssel für „{{title}}“',
  'googleSlides.connect.keyLabel': 'Verbindungsschlüssel',
  'googleSlides.connect.copy': 'Schlüssel kopieren',
  'googleSlides.connect.copied':
    'Kopiert. Füge ihn in die Seitenleiste in Google Präsentationen ein.',
  'googleSlides.connect.copyFailed':
    'Kopieren hat nicht geklappt: Markiere den Schlüssel und kopiere ihn selbst.',
  'googleSlides.connect.keyHint':
    'Er wird nur dieses eine Mal gezeigt. Teile deinen Bildschirm nicht, solange er sichtbar ist: Mit ihm kann das Add-on diese Präsentation zeigen und ihre Live-Folie wechseln.',
  'googleSlides.connect.done':
    'Füge den Schlüssel in Google Präsentationen in die Crowdeck-Seitenleiste ein und wähle Verbinden. Danach kannst du diesen Tab schließen.',
  'googleSlides.connect.manage':
    'Verbundene Add-ons kannst du auf der Seite Integrationen trennen.',
};
