/** English texts of the Microsoft 365 section of the Integrations page (Entra ID sign-in, Outlook). */
export const enIntegrationsM365 = {
  'integration.integrationMs365': 'Microsoft 365: Entra ID sign-in and Outlook add-in',
  'integrations.m365.lead':
    'Sign in with Microsoft work accounts, and invite people to a presentation from Outlook.',
  'integrations.m365.entra.heading': 'Sign in with Microsoft Entra ID',
  'integrations.m365.entra.text':
    'Owners and admins connect Crowdeck to Microsoft Entra ID under Organisation → Sign-in (OpenID Connect), with the tenant’s own issuer: https://login.microsoftonline.com/<tenant ID>/v2.0. People of the organisation’s verified domains then sign in with their Microsoft work account.',
  'integrations.m365.entra.link': 'Set up the organisation’s sign-in',
  'integrations.m365.entra.claims':
    'Add the optional claims email and xms_edov to the ID token in the app registration. Without an address Microsoft vouches for, Crowdeck opens new accounts only and never joins an existing one.',
  'integrations.m365.outlook.heading': 'Outlook add-in',
  'integrations.m365.outlook.what':
    'While you write a meeting invitation, add a presentation’s title, join link, code and QR code with one click.',
  'integrations.m365.outlook.download': 'Download the Outlook add-in (app.zip)',
  'integrations.m365.outlook.manifest': 'Manifest only (manifest.json)',
  'integrations.m365.outlook.https':
    'Outlook loads add-ins over https only: this server needs an https public address.',
  'integrations.m365.outlook.installHeading': 'Install',
  'integrations.m365.outlook.sideload':
    'For yourself: in Outlook on the web or the new Outlook, open Apps → Add apps → Manage your apps → Upload a custom app (Add a custom add-in → Add from file), and choose app.zip.',
  'integrations.m365.outlook.shotSignIn': 'Outlook’s task pane before signing in',
  'integrations.m365.outlook.shotReady':
    'Ready to add a presentation to the invitation (its title shown as text)',
  'integrations.m365.outlook.admin':
    'For everyone: in the Microsoft 365 admin center, Settings → Integrated apps → Upload custom apps, upload app.zip and choose who gets it.',
  'integrations.m365.outlook.useHeading': 'Use',
  'integrations.m365.outlook.use1':
    'Open a new meeting in Outlook and select Add Crowdeck join on the ribbon.',
  'integrations.m365.outlook.use2':
    'Sign in to Crowdeck in the window that opens and choose the presentation.',
  'integrations.m365.outlook.use3':
    'Place the cursor in the invitation and select Add to the invitation.',
  'integrations.m365.outlook.privacy':
    'The add-in holds access to the one presentation you chose (revoke it under Connected add-ins). The QR code in the invitation is an image on this server.',
} as const;
