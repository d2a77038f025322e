/** Texts of the Zoom app's section of the Integrations page, and its line on the pricing page. */
export const enIntegrationsZoom = {
  'integration.integrationZoom': 'Zoom app',
  'integrations.zoomApp.name': 'Zoom',
  'integrations.zoomApp.what':
    'A Zoom app for meetings: the host opens Crowdeck in the side panel, picks a presentation and shares it to the meeting; everyone who opens the app joins from the panel without typing a code.',
  'integrations.zoomApp.https':
    'Zoom loads apps only over https: this server needs a public https address, and the operator sets ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET from their own Zoom app.',
  'integrations.zoomApp.setupHeading': 'Set it up (operator)',
  'integrations.zoomApp.setup1':
    'In the Zoom App Marketplace, choose Develop, Build App, General App (user-managed), and copy its client ID and secret into ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET.',
  'integrations.zoomApp.setup2':
    'Enter the addresses below where the Marketplace asks for them, tick Zoom App SDK features and add the scope.',
  'integrations.zoomApp.setup3':
    'Add the app to your Zoom account by opening the install address below, signed in to Zoom.',
  'integrations.zoomApp.home': 'Home URL',
  'integrations.zoomApp.redirect': 'OAuth redirect URL and OAuth allow list',
  'integrations.zoomApp.domains': 'Domain allow list',
  'integrations.zoomApp.sdk': 'Zoom App SDK APIs',
  'integrations.zoomApp.scopes': 'Scopes',
  'integrations.zoomApp.install': 'Install address',
  'integrations.zoomApp.useHeading': 'Use it in a meeting',
  'integrations.zoomApp.use1':
    'The host selects Apps, opens Crowdeck and signs in through the Crowdeck window to pick the presentation.',
  'integrations.zoomApp.use2':
    'Share to the meeting: everyone gets an invitation to open Crowdeck, and the panel joins them to the presentation.',
  'integrations.zoomApp.use3':
    'Present from Crowdeck as usual; the panel shows the live join and results view.',
  'integrations.zoomApp.shotOutside': 'Opened outside Zoom: a link to open Crowdeck instead',
  'integrations.zoomApp.shotConnect': 'The sign-in window on your Crowdeck server',
  'integrations.zoomApp.privacy':
    "The app gets one presentation per sign-in (revoke it above under connected apps); the server keeps no Zoom tokens, and stores only a hash of the meeting's ID while it is linked.",
  'integrations.zoomApp.previewNote':
    "Tested here with Zoom stood in: the context decryption, the OAuth exchange and the pages' logic. Not yet tried in a real Zoom meeting.",
};
