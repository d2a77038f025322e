/** Validation texts of organisation branding (keys `validation.<code>` from core). */
export const ptBRBrandingValidation = {
  'validation.theme.locked':
    'Sua organização bloqueou o tema: o logotipo, a fonte e as cores desta apresentação não podem ser alterados.',
  'validation.audienceHost.invalid':
    'Digite um nome de host como vote.example.com, sem https:// e sem caminho.',
  'validation.audienceHost.taken': 'Outra organização já usa este domínio.',
  'validation.audienceHost.serverOwn':
    'Este endereço pertence a este servidor do Crowdeck. Digite o seu próprio domínio.',
  'validation.audienceHost.notVerified':
    'O registro TXT ainda não foi encontrado. Publique-o no seu provedor de DNS e tente de novo em alguns minutos.',
  'validation.audienceHost.missing': 'Defina primeiro um domínio próprio para o público.',
  'validation.branding.customOnly':
    'O white label e um domínio próprio para o público exigem o plano Custom.',
  'validation.brandColour.invalid':
    'Digite uma cor com # e seis dígitos hexadecimais, por exemplo #1565C0.',
  'validation.palette.tooLong': 'Escolha no máximo 6 cores.',
  'validation.font.invalid': 'Este arquivo não é uma fonte WOFF2. Envie um arquivo .woff2.',
};

/** Brazilian Portuguese: organisation branding settings (/organisation/branding). */
export const ptBRBranding = {
  'title.organisationBranding': 'Identidade visual da organização',
  'branding.settings.title': 'Identidade visual da organização',
  'branding.settings.lead':
    'O logo, as cores e a fonte da sua organização em todas as apresentações dos membros, e o que o público vê.',
  'branding.settings.loading': 'Carregando as configurações de identidade visual…',
  'branding.settings.loadError':
    'Não foi possível carregar as configurações de identidade visual. {{reason}}',
  'branding.settings.notAllowed':
    'Só proprietários e administradores de uma organização podem alterar a identidade visual dela. Peça a um deles.',
  'branding.settings.retry': 'Tentar de novo',
  'branding.theme.heading': 'Tema',
  'branding.theme.logo': 'Logo',
  'branding.theme.logoAlt': 'Logo da sua organização',
  'branding.theme.logoNone': 'Ainda não há logo.',
  'branding.theme.logoUpload': 'Enviar logo',
  'branding.theme.logoRemove': 'Remover o logo',
  'branding.theme.primary': 'Cor principal',
  'branding.theme.background': 'Cor de fundo',
  'branding.theme.colourHint':
    'Um # e seis dígitos hexadecimais, como #1565C0. Deixe em branco para usar o padrão.',
  'branding.theme.palette': 'Primeiras cores das respostas',
  'branding.theme.paletteHint':
    'As respostas recebem primeiro estas cores, na ordem em que você as marcar (no máximo {{max}}).',
  'branding.theme.paletteChosen': '{{colour}}, nº {{number}}',
  'branding.theme.font': 'Fonte',
  'branding.theme.fontDefault': 'Fonte padrão',
  'branding.theme.fontNone': 'Você também pode enviar sua própria fonte como arquivo WOFF2.',
  'branding.theme.fontUploaded': 'Sua própria fonte foi enviada. Ela é usada antes da fonte acima.',
  'branding.theme.fontUpload': 'Enviar fonte WOFF2',
  'branding.theme.fontRemove': 'Remover a fonte enviada',
  'branding.lock.label': 'Bloquear o tema',
  'branding.lock.hint':
    'Bloqueado, os membros não podem alterar o logo, a fonte nem as cores das apresentações. Desbloqueado, eles podem, e o tema completa o que ficar em branco.',
  'branding.whiteLabel.heading': 'White label',
  'branding.whiteLabel.customOnly':
    'O white label e um domínio próprio para o público fazem parte do plano Custom.',
  'branding.whiteLabel.label': 'Mostrar ao público nosso nome e logo em vez do Crowdeck',
  'branding.whiteLabel.hint':
    'Os celulares e o telão passam a mostrar o nome e o logo da sua organização no título, no ícone e em todas as telas.',
  'branding.host.label': 'Domínio próprio para o público',
  'branding.host.hint':
    'Um nome de host como vote.example.com apontado para este servidor. Os endereços de entrada e os QR codes das apresentações dos membros passam a usá-lo. Deixe em branco para usar o endereço de sempre.',
  'branding.host.pending':
    'Ainda não está em uso. Publique este registro DNS TXT e depois verifique o domínio.',
  'branding.host.verified': 'Verificado: os endereços e QR codes de entrada usam {{host}}.',
  'branding.host.recordName': 'Nome',
  'branding.host.recordValue': 'Valor',
  'branding.host.verify': 'Verificar {{host}}',
  'branding.host.verifying': 'Verificando…',
  'branding.host.verifiedToast': '{{host}} está verificado.',
  'branding.save': 'Salvar identidade visual',
  'branding.saving': 'Salvando…',
  'branding.saved': 'Identidade visual salva.',
  'branding.uploading': 'Enviando…',
  'branding.lockedByOrganisation':
    'O tema da sua organização define a fonte e o logo desta apresentação; só os proprietários e administradores dela podem alterá-los.',
};
