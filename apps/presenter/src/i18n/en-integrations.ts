/** Texts of the Integrations page (/integrations): the PowerPoint add-in, and what is to come. */
export const enIntegrations = {
  'integrations.title': 'Integrations',
  'integrations.lead':
    'Run Crowdeck inside the tools your talk already lives in. Each integration shows a live view of your presentation and, where the tool allows, follows your slides.',
  'integrations.available': 'Available',
  'integrations.comingSoon': 'Coming soon',
  'integrations.powerpoint.name': 'PowerPoint add-in',
  'integrations.powerpoint.what':
    'Put Crowdeck on a PowerPoint slide: it shows your presentation’s join screen, results or leaderboard live, and when you reach that slide in Slide Show, your room moves to the same Crowdeck slide.',
  'integrations.powerpoint.https':
    'Office loads add-ins only from an https address: this works when Crowdeck is served over https under its public address.',
  'integrations.powerpoint.download': 'Download the manifest',
  'integrations.powerpoint.downloadHint':
    'A small XML file that tells PowerPoint where this Crowdeck server is. It is made for this server; download it again if its address changes.',
  'integrations.powerpoint.installHeading': 'Install it for yourself',
  'integrations.powerpoint.web':
    'PowerPoint on the web: open a presentation, choose Insert → Add-ins → Advanced → Upload My Add-in, and pick the manifest.',
  'integrations.powerpoint.windows':
    'PowerPoint on Windows: put the manifest in a shared network folder, add that folder under File → Options → Trust Center → Trust Center Settings → Trusted Add-in Catalogs (tick “Show in Menu”), restart PowerPoint, then Insert → Add-ins → Shared Folder.',
  'integrations.powerpoint.mac':
    'PowerPoint on Mac: copy the manifest into ~/Library/Containers/com.microsoft.Powerpoint/Data/Documents/wef (create the folder if needed), restart PowerPoint, then Insert → Add-ins → My Add-ins.',
  'integrations.powerpoint.adminHeading': 'Deploy it for your organisation',
  'integrations.powerpoint.admin':
    'A Microsoft 365 admin opens the Microsoft 365 admin center → Settings → Integrated apps → Upload custom apps, chooses “Office Add-in”, uploads the manifest and picks who gets it. It then appears under Insert → Add-ins for those people, usually within a day.',
  'integrations.powerpoint.useHeading': 'Use it',
  'integrations.powerpoint.use1':
    'On the slide where Crowdeck should appear, insert the Crowdeck add-in and choose Sign in to Crowdeck.',
  'integrations.powerpoint.use2':
    'In the window that opens, sign in and pick the presentation. Then choose the Crowdeck slide and the view this PowerPoint slide shows.',
  'integrations.powerpoint.use3':
    'Present as usual. When Slide Show reaches this slide, the live view fills it and your room moves to the chosen slide.',
  'integrations.powerpoint.shotSignIn': 'The add-in on a new slide, before signing in',
  'integrations.powerpoint.shotChoose': 'Choosing the Crowdeck slide and the view',
  'integrations.powerpoint.shotDialog': 'The sign-in window: pick the presentation',
  'integrations.powerpoint.privacy':
    'The PowerPoint file keeps only which presentation and slide to show, never a key: someone you send the file to must sign in as the presenter.',
  'integrations.grants.heading': 'Connected add-ins',
  'integrations.grants.lead':
    'Each one may read that presentation’s slides, show its live view and move its room, nothing else. Disconnect one and that add-in asks to sign in again.',
  'integrations.grants.none': 'No PowerPoint add-in is connected yet.',
  'integrations.grants.loading': 'Loading connected add-ins…',
  'integrations.grants.failed':
    'The connected add-ins could not be loaded. Reload the page to try again.',
  'integrations.grants.lastUsed': 'Last used {{date}}',
  'integrations.grants.revoke': 'Disconnect',
  'integrations.grants.revokeLabel': 'Disconnect the add-in of {{title}}',
  'integrations.grants.revoked': 'The add-in was disconnected.',
  'integrations.grants.revokeFailed': 'The add-in could not be disconnected. Try again.',
  'integrations.teams.name': 'Microsoft Teams',
  'integrations.teams.what':
    'Run your presentation from a Teams meeting: the controls in the side panel, the live view on the meeting stage.',
  'integrations.preview': 'Preview',
  'integrations.teams.download': 'Download the app package',
  'integrations.teams.downloadHint':
    'A zip file (the app’s manifest and icons) made for this server. Download it again if its address changes.',
  'integrations.teams.https':
    'Teams loads apps only from an https address: this works when Crowdeck is served over https under its public address.',
  'integrations.teams.installHeading': 'Add it to Teams',
  'integrations.teams.sideload':
    'For yourself: in Teams, choose Apps → Manage your apps → Upload an app → Upload a custom app, and pick the package. Your organisation must allow uploading custom apps.',
  'integrations.teams.admin':
    'For your organisation: a Teams admin opens the Teams admin center → Teams apps → Manage apps → Upload new app, uploads the package, then allows it for the people who need it.',
  'integrations.teams.useHeading': 'Use it in a meeting',
  'integrations.teams.use1':
    'In Crowdeck, open the presentation in the editor, choose Share / Embed and copy a link.',
  'integrations.teams.use2':
    'In the Teams meeting, select Apps, add Crowdeck, paste the link and select Save.',
  'integrations.teams.use3':
    'Everyone in the meeting joins from the Crowdeck side panel, without typing a code. Choose “Show on the meeting stage” to put the live view in front of everyone.',
  'integrations.teams.use4':
    'To present from the panel, choose “Sign in to present”, sign in to Crowdeck and pick the presentation: move the slides, start the question and show the results from there.',
  'integrations.teams.privacy':
    'The panel keeps its key in the Teams app on your computer, never in the meeting’s tab: nobody else in the meeting can control your presentation. Disconnect it under Connected add-ins.',
  'integrations.teams.shotPanel':
    'The side panel, signed in: the live slide, the counts and the controls.',
  'integrations.teams.shotStage': 'The meeting stage: the live view for everyone.',
  'integrations.client.powerpoint': 'PowerPoint',
  'integrations.client.teams': 'Teams side panel',
  'integrations.client.zoom': 'Zoom',
  'integrations.client.googleSlides': 'Google Slides',
  'integrations.client.outlook': 'Outlook',
  'integrations.grants.via': 'Through {{client}}',
  'integrations.zoom.name': 'Zoom',
  'integrations.zoom.what': 'Your live view as a Zoom app during meetings and webinars.',
  'integrations.googleSlides.name': 'Google Slides',
  'integrations.googleSlides.what': 'Crowdeck slides inside a Google Slides deck.',
  'integrations.m365.name': 'Microsoft 365',
  'integrations.m365.what': 'One deployment for Teams and Office across your organisation.',
} as const;
