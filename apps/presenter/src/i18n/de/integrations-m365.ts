/** German texts of the Microsoft 365 section of the Integrations page (Entra ID sign-in, Outlook). */
export const deIntegrationsM365 = {
  'integration.integrationMs365': 'Microsoft 365: Anmeldung mit Entra ID und Outlook-Add-in',
  'validation.sso.issuer.multiTenant':
    'Verwende den Issuer deines eigenen Mandanten (https://login.microsoftonline.com/<Mandanten-ID>/v2.0), nicht common oder organizations.',
  'integrations.m365.lead':
    'Mit Microsoft-Geschäftskonten anmelden und aus Outlook zu einer Präsentation einladen.',
  'integrations.m365.entra.heading': 'Mit Microsoft Entra ID anmelden',
  'integrations.m365.entra.text':
    'Inhaber und Admins verbinden Crowdeck unter Organisation → Anmeldung (OpenID Connect) mit Microsoft Entra ID, mit dem Issuer des eigenen Mandanten: https://login.microsoftonline.com/<Mandanten-ID>/v2.0. Personen der verifizierten Domains der Organisation melden sich dann mit ihrem Microsoft-Geschäftskonto an.',
  'integrations.m365.entra.link': 'Anmeldung der Organisation einrichten',
  'integrations.m365.entra.claims':
    'Füge in der App-Registrierung die optionalen Claims email und xms_edov zum ID-Token hinzu. Ohne eine von Microsoft bestätigte Adresse legt Crowdeck nur neue Konten an und verknüpft nie ein bestehendes.',
  'integrations.m365.outlook.heading': 'Outlook-Add-in',
  'integrations.m365.outlook.what':
    'Füge beim Schreiben einer Besprechungseinladung Titel, Beitrittslink, Code und QR-Code einer Präsentation mit einem Klick ein.',
  'integrations.m365.outlook.download': 'Outlook-Add-in herunterladen (app.zip)',
  'integrations.m365.outlook.manifest': 'Nur das Manifest (manifest.json)',
  'integrations.m365.outlook.https':
    'Outlook lädt Add-ins nur über https: Dieser Server braucht eine öffentliche https-Adresse.',
  'integrations.m365.outlook.installHeading': 'Installieren',
  'integrations.m365.outlook.sideload':
    'Für dich: Öffne in Outlook im Web oder im neuen Outlook Apps → Apps hinzufügen → Apps verwalten → Benutzerdefinierte App hochladen (Benutzerdefiniertes Add-in → Aus Datei hinzufügen) und wähle app.zip.',
  'integrations.m365.outlook.shotSignIn': 'Der Aufgabenbereich in Outlook vor der Anmeldung',
  'integrations.m365.outlook.shotReady':
    'Bereit, eine Präsentation zur Einladung hinzuzufügen (ihr Titel als Text)',
  'integrations.m365.outlook.admin':
    'Für alle: Lade im Microsoft 365 Admin Center unter Einstellungen → Integrierte Apps → Benutzerdefinierte Apps hochladen die Datei app.zip hoch und wähle, wer sie erhält.',
  'integrations.m365.outlook.useHeading': 'Verwenden',
  'integrations.m365.outlook.use1':
    'Öffne in Outlook eine neue Besprechung und wähle im Menüband „Add Crowdeck join“.',
  'integrations.m365.outlook.use2':
    'Melde dich im geöffneten Fenster bei Crowdeck an und wähle die Präsentation.',
  'integrations.m365.outlook.use3':
    'Setze den Cursor in die Einladung und wähle „In die Einladung einfügen“.',
  'integrations.m365.outlook.privacy':
    'Das Add-in hat nur Zugriff auf die eine gewählte Präsentation (widerrufbar unter „Verbundene Add-ins“). Der QR-Code in der Einladung ist ein Bild auf diesem Server.',
};
