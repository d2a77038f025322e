/** Spanish: single sign-on (inicio de sesión por correo primero, vuelta del proveedor, ajustes). */
export const esSso = {
  'validation.sso.issuer.invalid':
    'Escribe la dirección del emisor (issuer) del proveedor, por ejemplo https://login.example.com.',
  'validation.sso.issuer.https': 'La dirección del emisor debe empezar por https://.',
  'validation.sso.issuer.unreachable':
    'Ningún proveedor OpenID responde en esta dirección. Revisa la dirección del emisor e inténtalo de nuevo.',
  'validation.sso.clientId.required': 'Escribe el ID de cliente que te dio el proveedor.',
  'validation.sso.clientSecret.required': 'Escribe el secreto de cliente que te dio el proveedor.',
  'validation.sso.samlEntryPoint.invalid':
    'Escribe la dirección de inicio de sesión del proveedor de identidad, por ejemplo https://idp.example.com/sso.',
  'validation.sso.samlEntryPoint.https':
    'La dirección de inicio de sesión debe empezar por https://.',
  'validation.sso.samlIdpEntityId.required': 'Escribe el ID de entidad del proveedor de identidad.',
  'validation.sso.samlIdpCert.invalid':
    'Pega el certificado de firma del proveedor de identidad: el texto PEM desde -----BEGIN CERTIFICATE----- hasta -----END CERTIFICATE-----.',
  'validation.sso.samlIdpMetadata.invalid':
    'Esto no son metadatos SAML de un proveedor de identidad con URL de inicio de sesión (HTTP-Redirect), ID de entidad y certificado de firma. Pega el XML completo o rellena los campos.',
  'validation.sso.unavailable':
    'El inicio de sesión único aún no se puede configurar en este servidor: quien lo administra debe definir SSO_SECRET_KEY.',
  'validation.sso.required':
    'Tu organización te hace iniciar sesión en su propia página. Continúa con tu correo para usarla.',
  'validation.domain.invalid': 'Escribe un nombre de dominio, por ejemplo example.com.',
  'validation.domain.taken': 'Este dominio ya lo ha reclamado una organización.',
  'validation.domain.notVerified':
    'Todavía no se encuentra el registro TXT. Los cambios de DNS pueden tardar: inténtalo más tarde.',
  'validation.next.invalid': 'Esta dirección de vuelta no es válida.',

  'title.ssoComplete': 'Iniciando sesión',
  'title.organisationSignIn': 'SSO y dominios',

  'login.continue': 'Continuar',
  'login.checking': 'Comprobando…',
  'login.changeEmail': 'Usar otro correo',
  'login.redirecting': 'Te llevamos a la página de inicio de sesión de tu organización…',

  'sso.error.expired': 'Ese inicio de sesión tardó demasiado o ya se usó. Inténtalo de nuevo.',
  'sso.error.denied':
    'La página de inicio de sesión de tu organización no te dejó entrar. Inténtalo de nuevo.',
  'sso.error.invalid':
    'No pudimos confirmar tu inicio de sesión con tu organización. Inténtalo de nuevo o consulta a tu administrador.',
  'sso.error.email':
    'La página de inicio de sesión de tu organización no confirmó un correo de su dominio. Consulta a tu administrador.',
  'sso.error.otherOrganisation':
    'Esta cuenta ya pertenece a otra organización, así que no puede iniciar sesión aquí. Consulta a tu administrador.',
  'sso.error.unavailable':
    'El inicio de sesión único ya no está configurado para tu organización. Consulta a tu administrador.',
  'sso.completing': 'Iniciando sesión…',
  'sso.completeFailed':
    'Este inicio de sesión ya se usó, caducó o se empezó en otro navegador. Vuelve a iniciar sesión.',

  'ssoSettings.title': 'SSO y dominios',
  'ssoSettings.intro':
    'Deja que las personas de tu organización inicien sesión con vuestro propio proveedor de identidad (OpenID Connect o SAML 2.0), según los dominios de correo que os pertenecen.',
  'ssoSettings.loadFailed':
    'No se pudieron cargar los ajustes. Revisa tu conexión e inténtalo de nuevo.',
  'ssoSettings.retry': 'Reintentar',
  'ssoSettings.unavailable':
    'El inicio de sesión único aún no se puede configurar en este servidor: quien lo administra debe definir SSO_SECRET_KEY.',
  'ssoSettings.providerTitle': 'Proveedor de identidad',
  'ssoSettings.redirectUri': 'URI de redirección que debes registrar en tu proveedor',
  'ssoSettings.issuer': 'URL del emisor',
  'ssoSettings.issuerHint': 'Por ejemplo https://login.example.com',
  'ssoSettings.clientId': 'ID de cliente',
  'ssoSettings.clientSecret': 'Secreto de cliente',
  'ssoSettings.clientSecretKept':
    'Hay un secreto guardado. Deja este campo vacío para conservarlo.',
  'ssoSettings.protocol': 'Protocolo',
  'ssoSettings.protocolOidc': 'OpenID Connect',
  'ssoSettings.protocolSaml': 'SAML 2.0',
  'ssoSettings.samlRegister':
    'Registra Crowdeck en tu proveedor de identidad con estos datos, o dale la dirección de los metadatos:',
  'ssoSettings.samlSpEntityId': 'ID de entidad (audiencia)',
  'ssoSettings.samlAcsUrl': 'URL del servicio consumidor de aserciones (ACS), HTTP-POST',
  'ssoSettings.samlMetadataUrl': 'URL de los metadatos',
  'ssoSettings.samlEntryPoint': 'URL de inicio de sesión del proveedor de identidad',
  'ssoSettings.samlEntryPointHint':
    'La dirección de su servicio de inicio de sesión único, por ejemplo https://idp.example.com/sso',
  'ssoSettings.samlIdpEntityId': 'ID de entidad del proveedor de identidad',
  'ssoSettings.samlIdpEntityIdHint':
    'A veces se llama emisor (issuer). Aparece en los metadatos del proveedor de identidad.',
  'ssoSettings.samlIdpCert': 'Certificado de firma del proveedor de identidad',
  'ssoSettings.samlIdpCertHint':
    'Pega el certificado con el que firma, desde -----BEGIN CERTIFICATE----- hasta -----END CERTIFICATE-----.',
  'ssoSettings.samlIdpMetadata': 'O pega los metadatos del proveedor de identidad (opcional)',
  'ssoSettings.samlIdpMetadataHint':
    'El XML de su dirección de metadatos. Crowdeck lee de ahí los campos de arriba que estén vacíos.',
  'ssoSettings.required':
    'Exigir el inicio de sesión único a las direcciones de los dominios verificados',
  'ssoSettings.requiredHint':
    'Ya no podrán iniciar sesión, registrarse ni restablecer la contraseña con una contraseña.',
  'ssoSettings.save': 'Guardar proveedor',
  'ssoSettings.saving': 'Guardando…',
  'ssoSettings.saved': 'Ajustes de inicio de sesión único guardados.',
  'ssoSettings.domainsTitle': 'Dominios de correo',
  'ssoSettings.domainsIntro':
    'Quien tenga una dirección en un dominio verificado inicia sesión con vuestro proveedor. Para verificar un dominio, publica este registro TXT en su DNS y pulsa Verificar.',
  'ssoSettings.domain': 'Dominio',
  'ssoSettings.claim': 'Añadir dominio',
  'ssoSettings.claiming': 'Añadiendo…',
  'ssoSettings.noDomains': 'Aún no hay dominios.',
  'ssoSettings.verified': 'Verificado',
  'ssoSettings.pending': 'Esperando el registro TXT',
  'ssoSettings.txtRecord': 'Registro TXT',
  'ssoSettings.verify': 'Verificar {{domain}}',
  'ssoSettings.verifying': 'Comprobando…',
  'ssoSettings.verifiedToast': '{{domain}} está verificado.',
  'ssoSettings.remove': 'Quitar {{domain}}',
  'ssoSettings.removed': 'Se quitó {{domain}}.',
};
