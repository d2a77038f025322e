/** Brazilian Portuguese texts of the Microsoft 365 section of the Integrations page (Entra ID sign-in, Outlook). */
export const ptBrIntegrationsM365 = {
  'integration.integrationMs365': 'Microsoft 365: entrada com Entra ID e suplemento do Outlook',
  'validation.sso.issuer.multiTenant':
    'Use o emissor do seu próprio locatário (https://login.microsoftonline.com/<ID do locatário>/v2.0), não common nem organizations.',
  'integrations.m365.lead':
    'Entre com contas corporativas da Microsoft e convide para uma apresentação pelo Outlook.',
  'integrations.m365.entra.heading': 'Entrar com o Microsoft Entra ID',
  'integrations.m365.entra.text':
    'Proprietários e administradores conectam o Crowdeck ao Microsoft Entra ID em Organização → Entrada (OpenID Connect), com o emissor do próprio locatário: https://login.microsoftonline.com/<ID do locatário>/v2.0. As pessoas dos domínios verificados da organização entram então com a conta corporativa da Microsoft.',
  'integrations.m365.entra.link': 'Configurar a entrada da organização',
  'integrations.m365.entra.claims':
    'Adicione as declarações opcionais email e xms_edov ao token de ID no registro do aplicativo. Sem um endereço garantido pela Microsoft, o Crowdeck só cria contas novas e nunca se junta a uma existente.',
  'integrations.m365.outlook.heading': 'Suplemento do Outlook',
  'integrations.m365.outlook.what':
    'Enquanto escreve um convite de reunião, adicione com um clique o título, o link de acesso, o código e o QR code de uma apresentação.',
  'integrations.m365.outlook.download': 'Baixar o suplemento do Outlook (app.zip)',
  'integrations.m365.outlook.manifest': 'Só o manifesto (manifest.json)',
  'integrations.m365.outlook.https':
    'O Outlook só carrega suplementos por https: este servidor precisa de um endereço público https.',
  'integrations.m365.outlook.installHeading': 'Instalar',
  'integrations.m365.outlook.sideload':
    'Para você: no Outlook na Web ou no novo Outlook, abra Aplicativos → Adicionar aplicativos → Gerenciar seus aplicativos → Carregar um aplicativo personalizado (Adicionar suplemento personalizado → Adicionar do arquivo) e escolha app.zip.',
  'integrations.m365.outlook.shotSignIn': 'O painel de tarefas do Outlook antes de entrar',
  'integrations.m365.outlook.shotReady':
    'Pronto para adicionar uma apresentação ao convite (o título mostrado como texto)',
  'integrations.m365.outlook.admin':
    'Para todos: no centro de administração do Microsoft 365, Configurações → Aplicativos integrados → Carregar aplicativos personalizados, envie app.zip e escolha quem o recebe.',
  'integrations.m365.outlook.useHeading': 'Usar',
  'integrations.m365.outlook.use1':
    'Abra uma nova reunião no Outlook e selecione Add Crowdeck join na faixa de opções.',
  'integrations.m365.outlook.use2':
    'Entre no Crowdeck na janela que se abre e escolha a apresentação.',
  'integrations.m365.outlook.use3': 'Coloque o cursor no convite e selecione Adicionar ao convite.',
  'integrations.m365.outlook.privacy':
    'O suplemento só acessa a apresentação escolhida (revogue em Suplementos conectados). O QR code do convite é uma imagem deste servidor.',
};
