/** Organisation branding settings (/organisation/branding). */
export const enBranding = {
  'title.organisationBranding': 'Organisation branding',
  'branding.settings.title': 'Organisation branding',
  'branding.settings.lead':
    'Your organisation’s logo, colours and font on every member’s presentation, and what the audience sees.',
  'branding.settings.loading': 'Loading the branding settings…',
  'branding.settings.loadError': 'The branding settings could not be loaded. {{reason}}',
  'branding.settings.notAllowed':
    'Only owners and admins of an organisation can change its branding. Ask one of them.',
  'branding.settings.retry': 'Try again',
  'branding.theme.heading': 'Theme',
  'branding.theme.logo': 'Logo',
  'branding.theme.logoAlt': 'Your organisation’s logo',
  'branding.theme.logoNone': 'No logo yet.',
  'branding.theme.logoUpload': 'Upload a logo',
  'branding.theme.logoRemove': 'Remove the logo',
  'branding.theme.primary': 'Primary colour',
  'branding.theme.background': 'Background colour',
  'branding.theme.colourHint':
    'A # and six hex digits, like #1565C0. Leave it empty for the default.',
  'branding.theme.palette': 'First answer colours',
  'branding.theme.paletteHint':
    'Answers take these colours first, in the order you tick them (at most {{max}}).',
  'branding.theme.paletteChosen': '{{colour}}, number {{number}}',
  'branding.theme.font': 'Font',
  'branding.theme.fontDefault': 'Default font',
  'branding.theme.fontNone': 'You can also upload your own font as a WOFF2 file.',
  'branding.theme.fontUploaded': 'Your own font is uploaded. It is used before the font above.',
  'branding.theme.fontUpload': 'Upload a WOFF2 font',
  'branding.theme.fontRemove': 'Remove the uploaded font',
  'branding.lock.label': 'Lock the theme',
  'branding.lock.hint':
    'Locked, members cannot change the logo, font or colours of their presentations. Unlocked, they can, and the theme fills in what they leave empty.',
  'branding.whiteLabel.heading': 'White label',
  'branding.whiteLabel.customOnly':
    'White label and an own audience domain come with the Custom plan.',
  'branding.whiteLabel.label': 'Show our name and logo to the audience instead of Crowdeck',
  'branding.whiteLabel.hint':
    'Phones and the big screen then show your organisation’s name and logo in the title, the icon and every screen.',
  'branding.host.label': 'Own audience domain',
  'branding.host.hint':
    'A host name like vote.example.com pointed at this server. Join addresses and QR codes of your members’ presentations then use it. Leave it empty to use the usual address.',
  'branding.host.pending': 'Not in use yet. Publish this DNS TXT record, then verify the domain.',
  'branding.host.verified': 'Verified: join addresses and QR codes use {{host}}.',
  'branding.host.recordName': 'Name',
  'branding.host.recordValue': 'Value',
  'branding.host.verify': 'Verify {{host}}',
  'branding.host.verifying': 'Checking…',
  'branding.host.verifiedToast': '{{host}} is verified.',
  'branding.save': 'Save branding',
  'branding.saving': 'Saving…',
  'branding.saved': 'Branding saved.',
  'branding.uploading': 'Uploading…',
  'branding.lockedByOrganisation':
    'Your organisation’s theme sets the font and logo of this presentation; only its owners and admins can change them.',
} as const;
