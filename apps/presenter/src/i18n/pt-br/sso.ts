/** Brazilian Portuguese: single sign-on (login pelo e-mail primeiro, volta do provedor, ajustes). */
export const ptBrSso = {
  'validation.sso.issuer.invalid':
    'Digite o endereço do emissor (issuer) do provedor, como https://login.example.com.',
  'validation.sso.issuer.https': 'O endereço do emissor precisa começar com https://.',
  'validation.sso.issuer.unreachable':
    'Nenhum provedor OpenID responde neste endereço. Confira o endereço do emissor e tente de novo.',
  'validation.sso.clientId.required': 'Digite o ID do cliente que o provedor deu a você.',
  'validation.sso.clientSecret.required': 'Digite o segredo do cliente que o provedor deu a você.',
  'validation.sso.samlEntryPoint.invalid':
    'Digite o endereço de login do provedor de identidade, por exemplo https://idp.example.com/sso.',
  'validation.sso.samlEntryPoint.https': 'O endereço de login precisa começar com https://.',
  'validation.sso.samlIdpEntityId.required': 'Digite o ID de entidade do provedor de identidade.',
  'validation.sso.samlIdpCert.invalid':
    'Cole o certificado de assinatura do provedor de identidade: o texto PEM de -----BEGIN CERTIFICATE----- até -----END CERTIFICATE-----.',
  'validation.sso.samlIdpMetadata.invalid':
    'Isto não são metadados SAML de um provedor de identidade com URL de login (HTTP-Redirect), ID de entidade e certificado de assinatura. Cole o XML inteiro ou preencha os campos.',
  'validation.sso.unavailable':
    'O login único ainda não pode ser configurado neste servidor: quem o opera precisa definir SSO_SECRET_KEY.',
  'validation.sso.required':
    'Sua organização faz seu login pela própria página dela. Continue com seu e-mail para usá-la.',
  'validation.domain.invalid': 'Digite um nome de domínio, como example.com.',
  'validation.domain.taken': 'Este domínio já foi reivindicado por uma organização.',
  'validation.domain.notVerified':
    'O registro TXT ainda não foi encontrado. Mudanças de DNS podem demorar: tente de novo mais tarde.',
  'validation.next.invalid': 'Este endereço de retorno não é válido.',

  'title.ssoComplete': 'Entrando',
  'title.organisationSignIn': 'SSO e domínios',

  'login.continue': 'Continuar',
  'login.checking': 'Verificando…',
  'login.changeEmail': 'Usar outro e-mail',
  'login.redirecting': 'Levando você à página de login da sua organização…',

  'sso.error.expired': 'Esse login demorou demais ou já foi usado. Tente de novo.',
  'sso.error.denied': 'A página de login da sua organização não deixou você entrar. Tente de novo.',
  'sso.error.invalid':
    'Não conseguimos confirmar seu login com a sua organização. Tente de novo ou fale com o administrador.',
  'sso.error.email':
    'A página de login da sua organização não confirmou um e-mail do domínio dela. Fale com o administrador.',
  'sso.error.otherOrganisation':
    'Esta conta já pertence a outra organização, por isso não pode entrar aqui. Fale com o administrador.',
  'sso.error.unavailable':
    'O login único não está mais configurado para a sua organização. Fale com o administrador.',
  'sso.completing': 'Entrando…',
  'sso.completeFailed':
    'Este login já foi usado, expirou ou foi iniciado em outro navegador. Entre de novo.',

  'ssoSettings.title': 'SSO e domínios',
  'ssoSettings.intro':
    'Deixe as pessoas da sua organização entrarem com o seu próprio provedor de identidade (OpenID Connect ou SAML 2.0), pelos domínios de e-mail que são seus.',
  'ssoSettings.loadFailed':
    'Não foi possível carregar os ajustes. Confira sua conexão e tente de novo.',
  'ssoSettings.retry': 'Tentar de novo',
  'ssoSettings.unavailable':
    'O login único ainda não pode ser configurado neste servidor: quem o opera precisa definir SSO_SECRET_KEY.',
  'ssoSettings.providerTitle': 'Provedor de identidade',
  'ssoSettings.redirectUri': 'URI de redirecionamento para cadastrar no seu provedor',
  'ssoSettings.issuer': 'URL do emissor',
  'ssoSettings.issuerHint': 'Por exemplo https://login.example.com',
  'ssoSettings.clientId': 'ID do cliente',
  'ssoSettings.clientSecret': 'Segredo do cliente',
  'ssoSettings.clientSecretKept': 'Há um segredo salvo. Deixe este campo vazio para mantê-lo.',
  'ssoSettings.protocol': 'Protocolo',
  'ssoSettings.protocolOidc': 'OpenID Connect',
  'ssoSettings.protocolSaml': 'SAML 2.0',
  'ssoSettings.samlRegister':
    'Cadastre o Crowdeck no seu provedor de identidade com estes dados, ou informe a ele o endereço dos metadados:',
  'ssoSettings.samlSpEntityId': 'ID de entidade (audiência)',
  'ssoSettings.samlAcsUrl': 'URL do serviço consumidor de asserções (ACS), HTTP-POST',
  'ssoSettings.samlMetadataUrl': 'URL dos metadados',
  'ssoSettings.samlEntryPoint': 'URL de login do provedor de identidade',
  'ssoSettings.samlEntryPointHint':
    'O endereço do serviço de login único dele, por exemplo https://idp.example.com/sso',
  'ssoSettings.samlIdpEntityId': 'ID de entidade do provedor de identidade',
  'ssoSettings.samlIdpEntityIdHint':
    'Às vezes chamado de emissor (issuer). Ele está nos metadados do provedor de identidade.',
  'ssoSettings.samlIdpCert': 'Certificado de assinatura do provedor de identidade',
  'ssoSettings.samlIdpCertHint':
    'Cole o certificado com que ele assina, de -----BEGIN CERTIFICATE----- até -----END CERTIFICATE-----.',
  'ssoSettings.samlIdpMetadata': 'Ou cole os metadados do provedor de identidade (opcional)',
  'ssoSettings.samlIdpMetadataHint':
    'O XML do endereço de metadados dele. O Crowdeck lê dali os campos acima que estiverem vazios.',
  'ssoSettings.required': 'Exigir login único para endereços dos domínios verificados',
  'ssoSettings.requiredHint':
    'Essas pessoas não poderão mais entrar, se cadastrar nem redefinir a senha usando senha.',
  'ssoSettings.save': 'Salvar provedor',
  'ssoSettings.saving': 'Salvando…',
  'ssoSettings.saved': 'Ajustes de login único salvos.',
  'ssoSettings.domainsTitle': 'Domínios de e-mail',
  'ssoSettings.domainsIntro':
    'Quem tem um endereço em um domínio verificado entra pelo seu provedor. Para verificar um domínio, publique este registro TXT no DNS dele e clique em Verificar.',
  'ssoSettings.domain': 'Domínio',
  'ssoSettings.claim': 'Adicionar domínio',
  'ssoSettings.claiming': 'Adicionando…',
  'ssoSettings.noDomains': 'Nenhum domínio ainda.',
  'ssoSettings.verified': 'Verificado',
  'ssoSettings.pending': 'Aguardando o registro TXT',
  'ssoSettings.txtRecord': 'Registro TXT',
  'ssoSettings.verify': 'Verificar {{domain}}',
  'ssoSettings.verifying': 'Verificando…',
  'ssoSettings.verifiedToast': '{{domain}} está verificado.',
  'ssoSettings.remove': 'Remover {{domain}}',
  'ssoSettings.removed': '{{domain}} foi removido.',
};
