/** Single sign-on: the email-first login, the return from the provider, the admins' settings. */
export const enSso = {
  'title.ssoComplete': 'Signing in',
  'title.organisationSignIn': 'SSO and domains',

  'login.continue': 'Continue',
  'login.checking': 'Checking…',
  'login.changeEmail': 'Use another email',
  'login.redirecting': 'Taking you to your organisation’s sign-in page…',

  'sso.error.expired': 'That sign-in took too long or was already used. Please try again.',
  'sso.error.denied': 'Your organisation’s sign-in page did not let you in. Please try again.',
  'sso.error.invalid':
    'We could not confirm your sign-in with your organisation. Please try again, or ask your administrator.',
  'sso.error.email':
    'Your organisation’s sign-in page did not confirm an email address of your organisation’s domain. Ask your administrator.',
  'sso.error.otherOrganisation':
    'This account already belongs to another organisation, so it cannot sign in here. Ask your administrator.',
  'sso.error.unavailable':
    'Single sign-on is not set up for your organisation any more. Ask your administrator.',
  'sso.completing': 'Signing you in…',
  'sso.completeFailed':
    'This sign-in was already used, has expired, or was started in another browser. Please sign in again.',

  'ssoSettings.title': 'SSO and domains',
  'ssoSettings.intro':
    'Let your organisation’s people sign in with your own identity provider (OpenID Connect or SAML 2.0), by the email domains you own.',
  'ssoSettings.loadFailed':
    'The settings could not be loaded. Check your connection and try again.',
  'ssoSettings.retry': 'Try again',
  'ssoSettings.unavailable':
    'Single sign-on cannot be set up on this server yet: its operator must set SSO_SECRET_KEY.',
  'ssoSettings.providerTitle': 'Identity provider',
  'ssoSettings.redirectUri': 'Redirect URI to register at your provider',
  'ssoSettings.issuer': 'Issuer URL',
  'ssoSettings.issuerHint': 'For example https://login.example.com',
  'ssoSettings.clientId': 'Client ID',
  'ssoSettings.clientSecret': 'Client secret',
  'ssoSettings.clientSecretKept': 'A secret is saved. Leave this empty to keep it.',
  'ssoSettings.protocol': 'Protocol',
  'ssoSettings.protocolOidc': 'OpenID Connect',
  'ssoSettings.protocolSaml': 'SAML 2.0',
  'ssoSettings.samlRegister':
    'Register Crowdeck at your identity provider with these details, or give it the metadata address:',
  'ssoSettings.samlSpEntityId': 'Entity ID (audience)',
  'ssoSettings.samlAcsUrl': 'Assertion consumer service (ACS) URL, HTTP-POST',
  'ssoSettings.samlMetadataUrl': 'Metadata URL',
  'ssoSettings.samlEntryPoint': 'Identity provider sign-in URL',
  'ssoSettings.samlEntryPointHint':
    'Its single sign-on service address, for example https://idp.example.com/sso',
  'ssoSettings.samlIdpEntityId': 'Identity provider entity ID',
  'ssoSettings.samlIdpEntityIdHint':
    'Sometimes called the issuer. You find it in the identity provider’s metadata.',
  'ssoSettings.samlIdpCert': 'Identity provider signing certificate',
  'ssoSettings.samlIdpCertHint':
    'Paste the certificate it signs with, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----.',
  'ssoSettings.samlIdpMetadata': 'Or paste the identity provider’s metadata (optional)',
  'ssoSettings.samlIdpMetadataHint':
    'The XML from its metadata address. Crowdeck reads the fields above from it where they are empty.',
  'ssoSettings.required': 'Require single sign-on for addresses of the verified domains',
  'ssoSettings.requiredHint':
    'They can no longer sign in, sign up or reset a password with a password.',
  'ssoSettings.save': 'Save provider',
  'ssoSettings.saving': 'Saving…',
  'ssoSettings.saved': 'Single sign-on settings saved.',
  'ssoSettings.domainsTitle': 'Email domains',
  'ssoSettings.domainsIntro':
    'People whose address is on a verified domain sign in through your provider. To verify a domain, publish this TXT record in its DNS, then press Verify.',
  'ssoSettings.domain': 'Domain',
  'ssoSettings.claim': 'Add domain',
  'ssoSettings.claiming': 'Adding…',
  'ssoSettings.noDomains': 'No domains yet.',
  'ssoSettings.verified': 'Verified',
  'ssoSettings.pending': 'Waiting for the TXT record',
  'ssoSettings.txtRecord': 'TXT record',
  'ssoSettings.verify': 'Verify {{domain}}',
  'ssoSettings.verifying': 'Checking…',
  'ssoSettings.verifiedToast': '{{domain}} is verified.',
  'ssoSettings.remove': 'Remove {{domain}}',
  'ssoSettings.removed': '{{domain}} was removed.',
};
