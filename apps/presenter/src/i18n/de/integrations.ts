/** German texts of the Integrations page (/integrations). */
export const deIntegrations = {
  'integrations.title': 'Integrationen',
  'integrations.lead':
    'Nutze Crowdeck in den Werkzeugen, in denen dein Vortrag schon liegt. Jede Integration zeigt eine Live-Ansicht deiner Präsentation und folgt, wo das Werkzeug es erlaubt, deinen Folien.',
  'integrations.available': 'Verfügbar',
  'integrations.comingSoon': 'Demnächst',
  'integrations.powerpoint.name': 'PowerPoint-Add-in',
  'integrations.powerpoint.what':
    'Setze Crowdeck auf eine PowerPoint-Folie: Es zeigt live die Beitrittsseite, die Ergebnisse oder die Rangliste deiner Präsentation, und wenn du diese Folie in der Bildschirmpräsentation erreichst, wechselt dein Raum zur selben Crowdeck-Folie.',
  'integrations.powerpoint.https':
    'Office lädt Add-ins nur von einer https-Adresse: Das funktioniert, wenn Crowdeck unter seiner öffentlichen Adresse über https erreichbar ist.',
  'integrations.powerpoint.download': 'Manifest herunterladen',
  'integrations.powerpoint.downloadHint':
    'Eine kleine XML-Datei, die PowerPoint sagt, wo dieser Crowdeck-Server ist. Sie gilt für diesen Server; lade sie neu herunter, wenn sich seine Adresse ändert.',
  'integrations.powerpoint.installHeading': 'Für dich selbst installieren',
  'integrations.powerpoint.web':
    'PowerPoint im Web: Öffne eine Präsentation, wähle Einfügen → Add-Ins → Erweitert → Mein Add-In hochladen und wähle das Manifest.',
  'integrations.powerpoint.windows':
    'PowerPoint unter Windows: Lege das Manifest in einen freigegebenen Netzwerkordner, füge diesen Ordner unter Datei → Optionen → Trust Center → Einstellungen für das Trust Center → Vertrauenswürdige Add-In-Kataloge hinzu („Im Menü anzeigen“ ankreuzen), starte PowerPoint neu und wähle Einfügen → Add-Ins → Freigegebener Ordner.',
  'integrations.powerpoint.mac':
    'PowerPoint auf dem Mac: Kopiere das Manifest nach ~/Library/Containers/com.microsoft.Powerpoint/Data/Documents/wef (lege den Ordner bei Bedarf an), starte PowerPoint neu und wähle Einfügen → Add-Ins → Meine Add-Ins.',
  'integrations.powerpoint.adminHeading': 'Für deine Organisation bereitstellen',
  'integrations.powerpoint.admin':
    'Eine Microsoft-365-Administratorin öffnet das Microsoft 365 Admin Center → Einstellungen → Integrierte Apps → Benutzerdefinierte Apps hochladen, wählt „Office-Add-In“, lädt das Manifest hoch und legt fest, wer es bekommt. Danach erscheint es für diese Personen unter Einfügen → Add-Ins, meist innerhalb eines Tages.',
  'integrations.powerpoint.useHeading': 'Verwenden',
  'integrations.powerpoint.use1':
    'Füge auf der Folie, auf der Crowdeck erscheinen soll, das Crowdeck-Add-in ein und wähle „Bei Crowdeck anmelden“.',
  'integrations.powerpoint.use2':
    'Melde dich im geöffneten Fenster an und wähle die Präsentation. Wähle dann die Crowdeck-Folie und die Ansicht, die diese PowerPoint-Folie zeigt.',
  'integrations.powerpoint.use3':
    'Präsentiere wie gewohnt. Erreicht die Bildschirmpräsentation diese Folie, füllt die Live-Ansicht sie aus und dein Raum wechselt zur gewählten Folie.',
  'integrations.powerpoint.shotSignIn': 'Das Add-in auf einer neuen Folie, vor der Anmeldung',
  'integrations.powerpoint.shotChoose': 'Crowdeck-Folie und Ansicht wählen',
  'integrations.powerpoint.shotDialog': 'Das Anmeldefenster: die Präsentation wählen',
  'integrations.powerpoint.privacy':
    'Die PowerPoint-Datei speichert nur, welche Präsentation und Folie gezeigt wird, nie einen Schlüssel: Wer die Datei von dir bekommt, muss sich als Vortragende anmelden.',
  'integrations.grants.heading': 'Verbundene Add-ins',
  'integrations.grants.lead':
    'Jedes darf die Folien seiner Präsentation lesen, ihre Live-Ansicht zeigen und ihren Raum weiterschalten, sonst nichts. Trennst du eins, bittet dieses Add-in erneut um Anmeldung.',
  'integrations.grants.none': 'Noch ist kein PowerPoint-Add-in verbunden.',
  'integrations.grants.loading': 'Verbundene Add-ins werden geladen…',
  'integrations.grants.failed':
    'Die verbundenen Add-ins konnten nicht geladen werden. Lade die Seite neu, um es erneut zu versuchen.',
  'integrations.grants.lastUsed': 'Zuletzt verwendet {{date}}',
  'integrations.grants.revoke': 'Trennen',
  'integrations.grants.revokeLabel': 'Das Add-in von {{title}} trennen',
  'integrations.grants.revoked': 'Das Add-in wurde getrennt.',
  'integrations.grants.revokeFailed':
    'Das Add-in konnte nicht getrennt werden. Versuche es erneut.',
  'integrations.teams.name': 'Microsoft Teams',
  'integrations.teams.what':
    'Führe deine Präsentation aus einer Teams-Besprechung: die Steuerung im Seitenbereich, die Live-Ansicht auf der Besprechungsbühne.',
  'integrations.preview': 'Vorschau',
  'integrations.teams.download': 'App-Paket herunterladen',
  'integrations.teams.downloadHint':
    'Eine ZIP-Datei (Manifest und Symbole der App), für diesen Server erstellt. Lade sie erneut herunter, wenn sich seine Adresse ändert.',
  'integrations.teams.https':
    'Teams lädt Apps nur von einer https-Adresse: Das funktioniert, wenn Crowdeck über https unter seiner öffentlichen Adresse erreichbar ist.',
  'integrations.teams.installHeading': 'Zu Teams hinzufügen',
  'integrations.teams.sideload':
    'Für dich selbst: Wähle in Teams Apps → Apps verwalten → App hochladen → Benutzerdefinierte App hochladen und wähle das Paket. Deine Organisation muss das Hochladen benutzerdefinierter Apps erlauben.',
  'integrations.teams.admin':
    'Für deine Organisation: Eine Teams-Administratorin oder ein Teams-Administrator öffnet das Teams Admin Center → Teams-Apps → Apps verwalten → Neue App hochladen, lädt das Paket hoch und gibt es dann für die Personen frei, die es brauchen.',
  'integrations.teams.useHeading': 'In einer Besprechung verwenden',
  'integrations.teams.use1':
    'Öffne in Crowdeck die Präsentation im Editor, wähle Teilen / Einbetten und kopiere einen Link.',
  'integrations.teams.use2':
    'Wähle in der Teams-Besprechung Apps, füge Crowdeck hinzu, füge den Link ein und wähle Speichern.',
  'integrations.teams.use3':
    'Alle in der Besprechung nehmen über den Crowdeck-Seitenbereich teil, ohne einen Code einzutippen. Wähle „Auf der Besprechungsbühne zeigen“, um die Live-Ansicht allen zu zeigen.',
  'integrations.teams.use4':
    'Um aus dem Bereich zu präsentieren, wähle „Zum Präsentieren anmelden“, melde dich bei Crowdeck an und wähle die Präsentation: Dort wechselst du Folien, startest die Frage und zeigst die Ergebnisse.',
  'integrations.teams.privacy':
    'Der Bereich bewahrt seinen Schlüssel in der Teams-App auf deinem Computer auf, nie im Tab der Besprechung: Niemand sonst in der Besprechung kann deine Präsentation steuern. Trenne ihn unter Verbundene Add-ins.',
  'integrations.teams.shotPanel':
    'Der Seitenbereich, angemeldet: die Live-Folie, die Zahlen und die Steuerung.',
  'integrations.teams.shotStage': 'Die Besprechungsbühne: die Live-Ansicht für alle.',
  'integrations.client.powerpoint': 'PowerPoint',
  'integrations.client.teams': 'Teams-Seitenbereich',
  'integrations.client.zoom': 'Zoom',
  'integrations.client.googleSlides': 'Google Präsentationen',
  'integrations.client.outlook': 'Outlook',
  'integrations.grants.via': 'Über {{client}}',
  'integrations.zoom.name': 'Zoom',
  'integrations.zoom.what': 'Deine Live-Ansicht als Zoom-App in Meetings und Webinaren.',
  'integrations.googleSlides.name': 'Google Präsentationen',
  'integrations.googleSlides.what': 'Crowdeck-Folien in einer Google-Präsentation.',
  'integrations.m365.name': 'Microsoft 365',
  'integrations.m365.what':
    'Eine Bereitstellung für Teams und Office in deiner ganzen Organisation.',
};
