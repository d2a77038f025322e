/** German texts of the Zoom app's section of the Integrations page. */
export const deIntegrationsZoom = {
  'integration.integrationZoom': 'Zoom-App',
  'integrations.zoomApp.name': 'Zoom',
  'integrations.zoomApp.what':
    'Eine Zoom-App für Meetings: Der Host öffnet Crowdeck im Seitenbereich, wählt eine Präsentation und teilt sie im Meeting; alle, die die App öffnen, nehmen über den Seitenbereich teil, ohne einen Code einzutippen.',
  'integrations.zoomApp.https':
    'Zoom lädt Apps nur über https: Dieser Server braucht eine öffentliche https-Adresse, und der Betreiber setzt ZOOM_CLIENT_ID und ZOOM_CLIENT_SECRET aus seiner eigenen Zoom-App.',
  'integrations.zoomApp.setupHeading': 'Einrichten (Betreiber)',
  'integrations.zoomApp.setup1':
    'Wähle im Zoom App Marketplace Develop, Build App, General App (vom Nutzer verwaltet) und kopiere Client-ID und Secret in ZOOM_CLIENT_ID und ZOOM_CLIENT_SECRET.',
  'integrations.zoomApp.setup2':
    'Trage die Adressen unten dort ein, wo der Marketplace danach fragt, aktiviere die Zoom-App-SDK-Funktionen und füge den Scope hinzu.',
  'integrations.zoomApp.setup3':
    'Füge die App deinem Zoom-Konto hinzu, indem du die Installationsadresse unten öffnest, während du bei Zoom angemeldet bist.',
  'integrations.zoomApp.home': 'Home-URL',
  'integrations.zoomApp.redirect': 'OAuth-Weiterleitungs-URL und OAuth-Zulassungsliste',
  'integrations.zoomApp.domains': 'Domain-Zulassungsliste',
  'integrations.zoomApp.sdk': 'Zoom-App-SDK-APIs',
  'integrations.zoomApp.scopes': 'Scopes',
  'integrations.zoomApp.install': 'Installationsadresse',
  'integrations.zoomApp.useHeading': 'Im Meeting nutzen',
  'integrations.zoomApp.use1':
    'Der Host wählt „Apps“, öffnet Crowdeck und meldet sich im Crowdeck-Fenster an, um die Präsentation zu wählen.',
  'integrations.zoomApp.use2':
    'Im Meeting teilen: Alle erhalten eine Einladung, Crowdeck zu öffnen, und der Seitenbereich bringt sie in die Präsentation.',
  'integrations.zoomApp.use3':
    'Präsentiere wie gewohnt aus Crowdeck; der Seitenbereich zeigt die Live-Ansicht mit Beitritt und Ergebnissen.',
  'integrations.zoomApp.shotOutside':
    'Außerhalb von Zoom geöffnet: ein Link, um Crowdeck zu öffnen',
  'integrations.zoomApp.shotConnect': 'Das Anmeldefenster auf deinem Crowdeck-Server',
  'integrations.zoomApp.privacy':
    'Die App erhält pro Anmeldung eine Präsentation (widerrufe sie oben bei den verbundenen Apps); der Server speichert keine Zoom-Tokens und nur einen Hash der Meeting-ID, solange das Meeting verknüpft ist.',
  'integrations.zoomApp.previewNote':
    'Hier mit nachgestelltem Zoom getestet: die Entschlüsselung des Kontexts, der OAuth-Austausch und die Logik der Seiten. Noch nicht in einem echten Zoom-Meeting ausprobiert.',
};
