/** Validation texts of organisation branding (keys `validation.<code>` from core). */
export const deBrandingValidation = {
  'validation.theme.locked':
    'Deine Organisation hat ihr Design gesperrt: Logo, Schrift und Farben lassen sich in dieser Präsentation nicht ändern.',
  'validation.audienceHost.invalid':
    'Gib einen Hostnamen wie vote.example.com ein, ohne https:// und ohne Pfad.',
  'validation.audienceHost.taken': 'Eine andere Organisation verwendet diese Domain bereits.',
  'validation.audienceHost.serverOwn':
    'Diese Adresse gehört zu diesem Crowdeck-Server. Gib deine eigene Domain ein.',
  'validation.audienceHost.notVerified':
    'Der TXT-Eintrag wurde noch nicht gefunden. Veröffentliche ihn bei deinem DNS-Anbieter und versuche es in ein paar Minuten erneut.',
  'validation.audienceHost.missing': 'Lege zuerst eine eigene Publikumsdomain fest.',
  'validation.branding.customOnly':
    'White Label und eine eigene Publikumsdomain gibt es nur mit dem Custom-Tarif.',
  'validation.brandColour.invalid':
    'Gib eine Farbe als # mit sechs Hex-Ziffern ein, z. B. #1565C0.',
  'validation.palette.tooLong': 'Wähle höchstens 6 Farben.',
  'validation.font.invalid': 'Diese Datei ist keine WOFF2-Schrift. Lade eine .woff2-Datei hoch.',
};

/** German: organisation branding settings (/organisation/branding). */
export const deBranding = {
  'title.organisationBranding': 'Branding der Organisation',
  'branding.settings.title': 'Branding der Organisation',
  'branding.settings.lead':
    'Logo, Farben und Schrift deiner Organisation in jeder Präsentation eurer Mitglieder – und was das Publikum sieht.',
  'branding.settings.loading': 'Branding-Einstellungen werden geladen …',
  'branding.settings.loadError':
    'Die Branding-Einstellungen konnten nicht geladen werden. {{reason}}',
  'branding.settings.notAllowed':
    'Nur Inhaber und Admins einer Organisation können ihr Branding ändern. Frag eine dieser Personen.',
  'branding.settings.retry': 'Erneut versuchen',
  'branding.theme.heading': 'Design',
  'branding.theme.logo': 'Logo',
  'branding.theme.logoAlt': 'Logo deiner Organisation',
  'branding.theme.logoNone': 'Noch kein Logo.',
  'branding.theme.logoUpload': 'Logo hochladen',
  'branding.theme.logoRemove': 'Logo entfernen',
  'branding.theme.primary': 'Hauptfarbe',
  'branding.theme.background': 'Hintergrundfarbe',
  'branding.theme.colourHint':
    'Ein # und sechs Hex-Ziffern, z. B. #1565C0. Leer lassen für die Standardfarbe.',
  'branding.theme.palette': 'Erste Antwortfarben',
  'branding.theme.paletteHint':
    'Antworten bekommen zuerst diese Farben, in der Reihenfolge, in der du sie ankreuzt (höchstens {{max}}).',
  'branding.theme.paletteChosen': '{{colour}}, Nr. {{number}}',
  'branding.theme.font': 'Schrift',
  'branding.theme.fontDefault': 'Standardschrift',
  'branding.theme.fontNone': 'Du kannst auch eine eigene Schrift als WOFF2-Datei hochladen.',
  'branding.theme.fontUploaded':
    'Deine eigene Schrift ist hochgeladen. Sie wird vor der Schrift oben verwendet.',
  'branding.theme.fontUpload': 'WOFF2-Schrift hochladen',
  'branding.theme.fontRemove': 'Hochgeladene Schrift entfernen',
  'branding.lock.label': 'Design sperren',
  'branding.lock.hint':
    'Gesperrt können Mitglieder Logo, Schrift und Farben ihrer Präsentationen nicht ändern. Entsperrt können sie es, und das Design füllt aus, was sie leer lassen.',
  'branding.whiteLabel.heading': 'White Label',
  'branding.whiteLabel.customOnly':
    'White Label und eine eigene Publikumsdomain gibt es mit dem Custom-Tarif.',
  'branding.whiteLabel.label': 'Dem Publikum unseren Namen und unser Logo statt Crowdeck zeigen',
  'branding.whiteLabel.hint':
    'Smartphones und die Leinwand zeigen dann Namen und Logo deiner Organisation im Titel, im Symbol und auf jedem Bildschirm.',
  'branding.host.label': 'Eigene Publikumsdomain',
  'branding.host.hint':
    'Ein Hostname wie vote.example.com, der auf diesen Server zeigt. Teilnahmeadressen und QR-Codes der Präsentationen eurer Mitglieder verwenden ihn dann. Leer lassen für die übliche Adresse.',
  'branding.host.pending':
    'Noch nicht aktiv. Veröffentliche diesen DNS-TXT-Eintrag und prüfe dann die Domain.',
  'branding.host.verified': 'Bestätigt: Beitrittsadressen und QR-Codes verwenden {{host}}.',
  'branding.host.recordName': 'Name',
  'branding.host.recordValue': 'Wert',
  'branding.host.verify': '{{host}} prüfen',
  'branding.host.verifying': 'Wird geprüft …',
  'branding.host.verifiedToast': '{{host}} ist bestätigt.',
  'branding.save': 'Branding speichern',
  'branding.saving': 'Wird gespeichert …',
  'branding.saved': 'Branding gespeichert.',
  'branding.uploading': 'Wird hochgeladen …',
  'branding.lockedByOrganisation':
    'Das Design deiner Organisation legt Schrift und Logo dieser Präsentation fest; nur ihre Inhaber und Admins können sie ändern.',
};
