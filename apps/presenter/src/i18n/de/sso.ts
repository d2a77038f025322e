/** German: single sign-on (Anmeldung per E-Mail zuerst, Rückkehr vom Anbieter, Einstellungen). */
export const deSso = {
  'validation.sso.issuer.invalid':
    'Gib die Issuer-Adresse des Anbieters ein, etwa https://login.example.com.',
  'validation.sso.issuer.https': 'Die Issuer-Adresse muss mit https:// beginnen.',
  'validation.sso.issuer.unreachable':
    'Unter dieser Adresse antwortet kein OpenID-Anbieter. Prüfe die Issuer-Adresse und versuch es noch einmal.',
  'validation.sso.clientId.required': 'Gib die Client-ID ein, die du vom Anbieter bekommen hast.',
  'validation.sso.clientSecret.required':
    'Gib das Client-Secret ein, das du vom Anbieter bekommen hast.',
  'validation.sso.samlEntryPoint.invalid':
    'Gib die Anmeldeadresse des Identitätsanbieters ein, etwa https://idp.example.com/sso.',
  'validation.sso.samlEntryPoint.https': 'Die Anmeldeadresse muss mit https:// beginnen.',
  'validation.sso.samlIdpEntityId.required': 'Gib die Entity-ID des Identitätsanbieters ein.',
  'validation.sso.samlIdpCert.invalid':
    'Füge das Signaturzertifikat des Identitätsanbieters ein: den PEM-Text von -----BEGIN CERTIFICATE----- bis -----END CERTIFICATE-----.',
  'validation.sso.samlIdpMetadata.invalid':
    'Das sind keine SAML-Metadaten eines Identitätsanbieters mit Anmelde-URL (HTTP-Redirect), Entity-ID und Signaturzertifikat. Füge das ganze XML ein oder fülle stattdessen die Felder aus.',
  'validation.sso.unavailable':
    'Single Sign-on lässt sich auf diesem Server noch nicht einrichten: Der Betreiber muss SSO_SECRET_KEY setzen.',
  'validation.sso.required':
    'Deine Organisation meldet dich über ihre eigene Anmeldeseite an. Fahre mit deiner E-Mail-Adresse fort, um sie zu nutzen.',
  'validation.domain.invalid': 'Gib einen Domainnamen ein, etwa example.com.',
  'validation.domain.taken': 'Diese Domain gehört schon zu einer Organisation.',
  'validation.domain.notVerified':
    'Der TXT-Eintrag wurde noch nicht gefunden. DNS-Änderungen können dauern: Versuch es später noch einmal.',
  'validation.next.invalid': 'Diese Rücksprungadresse ist nicht gültig.',

  'title.ssoComplete': 'Anmeldung',
  'title.organisationSignIn': 'SSO und Domains',

  'login.continue': 'Weiter',
  'login.checking': 'Wird geprüft …',
  'login.changeEmail': 'Andere E-Mail-Adresse verwenden',
  'login.redirecting': 'Du wirst zur Anmeldeseite deiner Organisation weitergeleitet …',

  'sso.error.expired':
    'Diese Anmeldung hat zu lange gedauert oder wurde schon verwendet. Bitte versuch es noch einmal.',
  'sso.error.denied':
    'Die Anmeldeseite deiner Organisation hat dich nicht angemeldet. Bitte versuch es noch einmal.',
  'sso.error.invalid':
    'Wir konnten deine Anmeldung bei deiner Organisation nicht bestätigen. Versuch es noch einmal oder frag deine Administration.',
  'sso.error.email':
    'Die Anmeldeseite deiner Organisation hat keine E-Mail-Adresse ihrer Domain bestätigt. Frag deine Administration.',
  'sso.error.otherOrganisation':
    'Dieses Konto gehört schon zu einer anderen Organisation und kann sich hier nicht anmelden. Frag deine Administration.',
  'sso.error.unavailable':
    'Single Sign-on ist für deine Organisation nicht mehr eingerichtet. Frag deine Administration.',
  'sso.completing': 'Du wirst angemeldet …',
  'sso.completeFailed':
    'Diese Anmeldung wurde schon verwendet, ist abgelaufen oder wurde in einem anderen Browser begonnen. Bitte melde dich erneut an.',

  'ssoSettings.title': 'SSO und Domains',
  'ssoSettings.intro':
    'Lass die Leute deiner Organisation sich über euren eigenen Identitätsanbieter (OpenID Connect oder SAML 2.0) anmelden – anhand der E-Mail-Domains, die euch gehören.',
  'ssoSettings.loadFailed':
    'Die Einstellungen konnten nicht geladen werden. Prüfe deine Verbindung und versuch es noch einmal.',
  'ssoSettings.retry': 'Noch einmal versuchen',
  'ssoSettings.unavailable':
    'Single Sign-on lässt sich auf diesem Server noch nicht einrichten: Der Betreiber muss SSO_SECRET_KEY setzen.',
  'ssoSettings.providerTitle': 'Identitätsanbieter',
  'ssoSettings.redirectUri': 'Redirect-URI, die du beim Anbieter einträgst',
  'ssoSettings.issuer': 'Issuer-URL',
  'ssoSettings.issuerHint': 'Zum Beispiel https://login.example.com',
  'ssoSettings.clientId': 'Client-ID',
  'ssoSettings.clientSecret': 'Client-Secret',
  'ssoSettings.clientSecretKept':
    'Ein Secret ist gespeichert. Lass das Feld leer, um es zu behalten.',
  'ssoSettings.protocol': 'Protokoll',
  'ssoSettings.protocolOidc': 'OpenID Connect',
  'ssoSettings.protocolSaml': 'SAML 2.0',
  'ssoSettings.samlRegister':
    'Trag Crowdeck mit diesen Angaben bei deinem Identitätsanbieter ein oder gib ihm die Metadaten-Adresse:',
  'ssoSettings.samlSpEntityId': 'Entity-ID (Audience)',
  'ssoSettings.samlAcsUrl': 'Assertion-Consumer-Service-URL (ACS), HTTP-POST',
  'ssoSettings.samlMetadataUrl': 'Metadaten-URL',
  'ssoSettings.samlEntryPoint': 'Anmelde-URL des Identitätsanbieters',
  'ssoSettings.samlEntryPointHint':
    'Die Adresse seines Single-Sign-on-Dienstes, zum Beispiel https://idp.example.com/sso',
  'ssoSettings.samlIdpEntityId': 'Entity-ID des Identitätsanbieters',
  'ssoSettings.samlIdpEntityIdHint':
    'Manchmal Issuer genannt. Du findest sie in den Metadaten des Identitätsanbieters.',
  'ssoSettings.samlIdpCert': 'Signaturzertifikat des Identitätsanbieters',
  'ssoSettings.samlIdpCertHint':
    'Füge das Zertifikat ein, mit dem er signiert, von -----BEGIN CERTIFICATE----- bis -----END CERTIFICATE-----.',
  'ssoSettings.samlIdpMetadata': 'Oder die Metadaten des Identitätsanbieters einfügen (optional)',
  'ssoSettings.samlIdpMetadataHint':
    'Das XML von seiner Metadaten-Adresse. Crowdeck liest daraus die Felder oben, soweit sie leer sind.',
  'ssoSettings.required': 'Single Sign-on für Adressen der verifizierten Domains vorschreiben',
  'ssoSettings.requiredHint':
    'Sie können sich dann nicht mehr mit Passwort anmelden, registrieren oder ein Passwort zurücksetzen.',
  'ssoSettings.save': 'Anbieter speichern',
  'ssoSettings.saving': 'Wird gespeichert …',
  'ssoSettings.saved': 'Single-Sign-on-Einstellungen gespeichert.',
  'ssoSettings.domainsTitle': 'E-Mail-Domains',
  'ssoSettings.domainsIntro':
    'Wer eine Adresse auf einer verifizierten Domain hat, meldet sich über euren Anbieter an. Um eine Domain zu verifizieren, veröffentliche diesen TXT-Eintrag in ihrem DNS und klicke dann auf Verifizieren.',
  'ssoSettings.domain': 'Domain',
  'ssoSettings.claim': 'Domain hinzufügen',
  'ssoSettings.claiming': 'Wird hinzugefügt …',
  'ssoSettings.noDomains': 'Noch keine Domains.',
  'ssoSettings.verified': 'Verifiziert',
  'ssoSettings.pending': 'Wartet auf den TXT-Eintrag',
  'ssoSettings.txtRecord': 'TXT-Eintrag',
  'ssoSettings.verify': '{{domain}} verifizieren',
  'ssoSettings.verifying': 'Wird geprüft …',
  'ssoSettings.verifiedToast': '{{domain}} ist verifiziert.',
  'ssoSettings.remove': '{{domain}} entfernen',
  'ssoSettings.removed': '{{domain}} wurde entfernt.',
};
