/** Brazilian Portuguese texts of the Integrations page (/integrations). */
export const ptBRIntegrations = {
  'integrations.title': 'Integrações',
  'integrations.lead':
    'Use o Crowdeck dentro das ferramentas onde a sua palestra já está. Cada integração mostra uma visualização ao vivo da sua apresentação e, onde a ferramenta permite, acompanha os seus slides.',
  'integrations.available': 'Disponível',
  'integrations.comingSoon': 'Em breve',
  'integrations.powerpoint.name': 'Suplemento do PowerPoint',
  'integrations.powerpoint.what':
    'Coloque o Crowdeck em um slide do PowerPoint: ele mostra ao vivo a tela de acesso, os resultados ou a classificação da sua apresentação e, quando você chega a esse slide na apresentação de slides, a sua sala vai para o mesmo slide do Crowdeck.',
  'integrations.powerpoint.https':
    'O Office só carrega suplementos de um endereço https: isso funciona quando o Crowdeck é servido por https no endereço público dele.',
  'integrations.powerpoint.download': 'Baixar o manifesto',
  'integrations.powerpoint.downloadHint':
    'Um pequeno arquivo XML que diz ao PowerPoint onde fica este servidor do Crowdeck. Ele é feito para este servidor; baixe de novo se o endereço mudar.',
  'integrations.powerpoint.installHeading': 'Instalar para você',
  'integrations.powerpoint.web':
    'PowerPoint na Web: abra uma apresentação, escolha Inserir → Suplementos → Avançado → Carregar Meu Suplemento e selecione o manifesto.',
  'integrations.powerpoint.windows':
    'PowerPoint no Windows: coloque o manifesto em uma pasta de rede compartilhada, adicione essa pasta em Arquivo → Opções → Central de Confiabilidade → Configurações da Central de Confiabilidade → Catálogos de Suplementos Confiáveis (marque “Mostrar no Menu”), reinicie o PowerPoint e depois Inserir → Suplementos → Pasta Compartilhada.',
  'integrations.powerpoint.mac':
    'PowerPoint no Mac: copie o manifesto para ~/Library/Containers/com.microsoft.Powerpoint/Data/Documents/wef (crie a pasta se precisar), reinicie o PowerPoint e depois Inserir → Suplementos → Meus Suplementos.',
  'integrations.powerpoint.adminHeading': 'Implantar para a sua organização',
  'integrations.powerpoint.admin':
    'Um administrador do Microsoft 365 abre o Centro de administração do Microsoft 365 → Configurações → Aplicativos integrados → Carregar aplicativos personalizados, escolhe “Suplemento do Office”, carrega o manifesto e define quem o recebe. Depois ele aparece em Inserir → Suplementos para essas pessoas, normalmente em até um dia.',
  'integrations.powerpoint.useHeading': 'Usar',
  'integrations.powerpoint.use1':
    'No slide onde o Crowdeck deve aparecer, insira o suplemento do Crowdeck e escolha Entrar no Crowdeck.',
  'integrations.powerpoint.use2':
    'Na janela que abrir, entre e escolha a apresentação. Depois escolha o slide do Crowdeck e a visualização que este slide do PowerPoint mostra.',
  'integrations.powerpoint.use3':
    'Apresente como sempre. Quando a apresentação de slides chega a este slide, a visualização ao vivo o preenche e a sua sala vai para o slide escolhido.',
  'integrations.powerpoint.shotSignIn': 'O suplemento em um slide novo, antes de entrar',
  'integrations.powerpoint.shotChoose': 'Escolhendo o slide do Crowdeck e a visualização',
  'integrations.powerpoint.shotDialog': 'A janela de entrada: escolha a apresentação',
  'integrations.powerpoint.privacy':
    'O arquivo do PowerPoint guarda só qual apresentação e slide mostrar, nunca uma chave: quem receber o arquivo precisa entrar como o apresentador.',
  'integrations.grants.heading': 'Suplementos conectados',
  'integrations.grants.lead':
    'Cada um pode ler os slides daquela apresentação, mostrar a visualização ao vivo e avançar a sala dela, nada mais. Desconecte um e esse suplemento pedirá para entrar de novo.',
  'integrations.grants.none': 'Nenhum suplemento do PowerPoint está conectado ainda.',
  'integrations.grants.loading': 'Carregando os suplementos conectados…',
  'integrations.grants.failed':
    'Não foi possível carregar os suplementos conectados. Recarregue a página para tentar de novo.',
  'integrations.grants.lastUsed': 'Último uso {{date}}',
  'integrations.grants.revoke': 'Desconectar',
  'integrations.grants.revokeLabel': 'Desconectar o suplemento de {{title}}',
  'integrations.grants.revoked': 'O suplemento foi desconectado.',
  'integrations.grants.revokeFailed': 'Não foi possível desconectar o suplemento. Tente de novo.',
  'integrations.teams.name': 'Microsoft Teams',
  'integrations.teams.what':
    'Conduza sua apresentação em uma reunião do Teams: os controles no painel lateral, a visualização ao vivo no palco da reunião.',
  'integrations.preview': 'Prévia',
  'integrations.teams.download': 'Baixar o pacote do aplicativo',
  'integrations.teams.downloadHint':
    'Um arquivo zip (o manifesto e os ícones do aplicativo) feito para este servidor. Baixe-o novamente se o endereço dele mudar.',
  'integrations.teams.https':
    'O Teams só carrega aplicativos de um endereço https: isso funciona quando o Crowdeck é servido por https no endereço público dele.',
  'integrations.teams.installHeading': 'Adicionar ao Teams',
  'integrations.teams.sideload':
    'Para você: no Teams, escolha Aplicativos → Gerenciar seus aplicativos → Carregar um aplicativo → Carregar um aplicativo personalizado e escolha o pacote. Sua organização precisa permitir o carregamento de aplicativos personalizados.',
  'integrations.teams.admin':
    'Para sua organização: um administrador do Teams abre o Centro de administração do Teams → Aplicativos do Teams → Gerenciar aplicativos → Carregar novo aplicativo, carrega o pacote e depois o libera para as pessoas que precisam dele.',
  'integrations.teams.useHeading': 'Usar em uma reunião',
  'integrations.teams.use1':
    'No Crowdeck, abra a apresentação no editor, escolha Compartilhar / Incorporar e copie um link.',
  'integrations.teams.use2':
    'Na reunião do Teams, selecione Aplicativos, adicione o Crowdeck, cole o link e selecione Salvar.',
  'integrations.teams.use3':
    'Todos na reunião participam pelo painel lateral do Crowdeck, sem digitar código. Escolha “Mostrar no palco da reunião” para colocar a visualização ao vivo na frente de todos.',
  'integrations.teams.use4':
    'Para apresentar pelo painel, escolha “Entrar para apresentar”, entre no Crowdeck e escolha a apresentação: ali você troca os slides, inicia a pergunta e mostra os resultados.',
  'integrations.teams.privacy':
    'O painel guarda a chave no app do Teams do seu computador, nunca na guia da reunião: ninguém mais na reunião pode controlar sua apresentação. Desconecte-o em Suplementos conectados.',
  'integrations.teams.shotPanel':
    'O painel lateral, conectado: o slide ao vivo, as contagens e os controles.',
  'integrations.teams.shotStage': 'O palco da reunião: a visualização ao vivo para todos.',
  'integrations.client.powerpoint': 'PowerPoint',
  'integrations.client.teams': 'Painel lateral do Teams',
  'integrations.client.zoom': 'Zoom',
  'integrations.client.googleSlides': 'Apresentações Google',
  'integrations.client.outlook': 'Outlook',
  'integrations.grants.via': 'Pelo {{client}}',
  'integrations.zoom.name': 'Zoom',
  'integrations.zoom.what': 'A sua visualização ao vivo como app do Zoom em reuniões e webinars.',
  'integrations.googleSlides.name': 'Apresentações Google',
  'integrations.googleSlides.what': 'Slides do Crowdeck dentro de uma apresentação do Google.',
  'integrations.m365.name': 'Microsoft 365',
  'integrations.m365.what': 'Uma implantação para o Teams e o Office em toda a sua organização.',
};
