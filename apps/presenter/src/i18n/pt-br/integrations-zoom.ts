/** Brazilian Portuguese texts of the Zoom app's section of the Integrations page. */
export const ptBRIntegrationsZoom = {
  'integration.integrationZoom': 'App do Zoom',
  'integrations.zoomApp.name': 'Zoom',
  'integrations.zoomApp.what':
    'Um app do Zoom para reuniões: o anfitrião abre o Crowdeck no painel lateral, escolhe uma apresentação e a compartilha na reunião; quem abre o app participa pelo painel sem digitar código.',
  'integrations.zoomApp.https':
    'O Zoom só carrega apps por https: este servidor precisa de um endereço https público, e o operador define ZOOM_CLIENT_ID e ZOOM_CLIENT_SECRET do seu próprio app do Zoom.',
  'integrations.zoomApp.setupHeading': 'Configurar (operador)',
  'integrations.zoomApp.setup1':
    'No Zoom App Marketplace, escolha Develop, Build App, General App (gerenciado pelo usuário) e copie o ID do cliente e o segredo para ZOOM_CLIENT_ID e ZOOM_CLIENT_SECRET.',
  'integrations.zoomApp.setup2':
    'Informe os endereços abaixo onde o Marketplace pedir, marque os recursos do Zoom App SDK e adicione o scope.',
  'integrations.zoomApp.setup3':
    'Adicione o app à sua conta do Zoom abrindo o endereço de instalação abaixo, com login no Zoom.',
  'integrations.zoomApp.home': 'URL inicial',
  'integrations.zoomApp.redirect': 'URL de redirecionamento OAuth e lista de permissões OAuth',
  'integrations.zoomApp.domains': 'Lista de domínios permitidos',
  'integrations.zoomApp.sdk': 'APIs do Zoom App SDK',
  'integrations.zoomApp.scopes': 'Scopes',
  'integrations.zoomApp.install': 'Endereço de instalação',
  'integrations.zoomApp.useHeading': 'Usar em uma reunião',
  'integrations.zoomApp.use1':
    'O anfitrião escolhe Aplicativos, abre o Crowdeck e entra pela janela do Crowdeck para escolher a apresentação.',
  'integrations.zoomApp.use2':
    'Compartilhar na reunião: todos recebem um convite para abrir o Crowdeck, e o painel os leva à apresentação.',
  'integrations.zoomApp.use3':
    'Apresente pelo Crowdeck como sempre; o painel mostra a visualização ao vivo de acesso e resultados.',
  'integrations.zoomApp.shotOutside': 'Aberto fora do Zoom: um link para abrir o Crowdeck',
  'integrations.zoomApp.shotConnect': 'A janela de login no seu servidor Crowdeck',
  'integrations.zoomApp.privacy':
    'O app recebe uma apresentação por login (revogue acima, em apps conectados); o servidor não guarda tokens do Zoom e só um hash do ID da reunião enquanto ela está vinculada.',
  'integrations.zoomApp.previewNote':
    'Testado aqui com o Zoom simulado: a descriptografia do contexto, a troca OAuth e a lógica das páginas. Ainda não testado em uma reunião real do Zoom.',
};
