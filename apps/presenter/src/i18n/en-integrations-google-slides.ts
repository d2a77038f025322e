/** Texts of the Google Slides add-on: its section on the Integrations page and its connect page. */
export const enIntegrationsGoogleSlides = {
  'title.googleSlidesConnect': 'Connect Google Slides',
  'integrations.googleSlides.about':
    'A Google Slides add-on: from its sidebar you insert a join slide (the QR code and the code, linked to your live view) into your Google Slides deck, and keep your room on the Crowdeck slide that goes with the Google slide you are on.',
  'integrations.googleSlides.download': 'Download the Apps Script project',
  'integrations.googleSlides.downloadHint':
    'A zip of the add-on’s files, made for this server: its address is written in them. Download it again if the address changes.',
  'integrations.googleSlides.https':
    'Google reaches Crowdeck from its own servers: this works when Crowdeck is served over https at a public address.',
  'integrations.googleSlides.setupHeading': 'Set it up in your Google account',
  'integrations.googleSlides.setup1':
    'Install clasp (npm install -g @google/clasp), run clasp login, and turn on the Apps Script API at script.google.com/home/usersettings.',
  'integrations.googleSlides.setup2':
    'Unzip the project into an empty folder, then run clasp create --type standalone --title Crowdeck --rootDir . and clasp push.',
  'integrations.googleSlides.setup3':
    'Run clasp open, then Deploy → Test deployments → Editor add-on: pick a Google Slides deck to test it in, and open that deck from there.',
  'integrations.googleSlides.shareHeading': 'Share it with your organisation',
  'integrations.googleSlides.share':
    'A Google Workspace admin publishes the script privately on the Google Workspace Marketplace (a Google Cloud project with the Marketplace SDK, visibility “Private”) and installs it for the domain or for some groups. The docs list every step and the scopes it asks for.',
  'integrations.googleSlides.useHeading': 'Use it',
  'integrations.googleSlides.use1':
    'In Google Slides choose Extensions → Crowdeck → Open Crowdeck; the first time Google asks you to allow it.',
  'integrations.googleSlides.use2':
    'In the sidebar choose Open Crowdeck, sign in, pick the presentation and copy the connection key; paste it into the sidebar and choose Connect.',
  'integrations.googleSlides.use3':
    'Insert the join slide, and link each Google slide to the Crowdeck slide that goes with it.',
  'integrations.googleSlides.use4':
    'While you present, Go live on this slide, Previous and Next (or following the selected slide) move your room to the matching Crowdeck slide.',
  'integrations.googleSlides.shotSidebar': 'The sidebar in Google Slides, connected',
  'integrations.googleSlides.shotConnect': 'The connect page: the key to paste',
  'integrations.googleSlides.privacy':
    'The key lets the add-on read one presentation’s slides, show its live view and move its live slide, nothing else. Google keeps it in your own user properties of the add-on, never in the deck. The connected add-ons are listed above, each with Disconnect.',
  'googleSlides.connect.heading': 'Connect Google Slides',
  'googleSlides.connect.lead':
    'Pick the Crowdeck presentation that goes with your Google Slides deck. You then get a connection key to paste into the Crowdeck sidebar in Google Slides.',
  'googleSlides.connect.loading': 'Loading your presentations…',
  'googleSlides.connect.failed': 'That did not work. Check your connection and try again.',
  'googleSlides.connect.none': 'You have no presentations yet. Create one first.',
  'googleSlides.connect.slides': 'Slides: {{count}}',
  'googleSlides.connect.pick': 'Connect',
  'googleSlides.connect.pickLabel': 'Connect “{{title}}”',
  'googleSlides.connect.granting': 'Connecting…',
  'googleSlides.connect.keyHeading': 'Your connection key for “{{title}}”',
  'googleSlides.connect.keyLabel': 'Connection key',
  'googleSlides.connect.copy': 'Copy key',
  'googleSlides.connect.copied': 'Copied. Paste it into the sidebar in Google Slides.',
  'googleSlides.connect.copyFailed': 'Copying did not work: select the key and copy it yourself.',
  'googleSlides.connect.keyHint':
    'It is shown only this once. Do not share your screen while it is visible: it lets the add-on show this presentation and move its live slide.',
  'googleSlides.connect.done':
    'Back in Google Slides, paste the key into the Crowdeck sidebar and choose Connect. Then you can close this tab.',
  'googleSlides.connect.manage': 'Connected add-ons can be disconnected on the Integrations page.',
};
