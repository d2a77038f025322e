/** Brazilian Portuguese texts of the Google Slides add-on (Integrations page, connect page). */
export const ptBRIntegrationsGoogleSlides = {
  'title.googleSlidesConnect': 'Conectar Apresentações Google',
  'integrations.googleSlides.about':
    'Um complemento do Apresentações Google: no painel lateral você insere um slide de entrada (o QR code e o código, com link para a sua visualização ao vivo) na sua apresentação do Google e mantém a sua sala no slide do Crowdeck que corresponde ao slide do Google em que você está.',
  'integrations.googleSlides.download': 'Baixar o projeto do Apps Script',
  'integrations.googleSlides.downloadHint':
    'Um zip com os arquivos do complemento, feito para este servidor: o endereço dele está escrito neles. Baixe de novo se o endereço mudar.',
  'integrations.googleSlides.https':
    'O Google acessa o Crowdeck a partir dos próprios servidores: funciona quando o Crowdeck é servido por https em um endereço público.',
  'integrations.googleSlides.setupHeading': 'Configure na sua conta Google',
  'integrations.googleSlides.setup1':
    'Instale o clasp (npm install -g @google/clasp), execute clasp login e ative a API do Apps Script em script.google.com/home/usersettings.',
  'integrations.googleSlides.setup2':
    'Descompacte o projeto em uma pasta vazia e execute clasp create --type standalone --title Crowdeck --rootDir . e clasp push.',
  'integrations.googleSlides.setup3':
    'Execute clasp open e depois Implantar → Testar implantações → Complemento do editor: escolha uma apresentação do Google para testar e abra-a a partir dali.',
  'integrations.googleSlides.shareHeading': 'Compartilhe com a sua organização',
  'integrations.googleSlides.share':
    'Um administrador do Google Workspace publica o script de forma privada no Google Workspace Marketplace (um projeto do Google Cloud com o SDK do Marketplace, visibilidade “Privado”) e o instala para o domínio ou para alguns grupos. A documentação lista cada passo e as permissões pedidas.',
  'integrations.googleSlides.useHeading': 'Use',
  'integrations.googleSlides.use1':
    'No Apresentações Google, escolha Extensões → Crowdeck → Abrir o Crowdeck; na primeira vez o Google pede a sua permissão.',
  'integrations.googleSlides.use2':
    'No painel lateral, escolha Abrir o Crowdeck, entre, escolha a apresentação e copie a chave de conexão; cole no painel e escolha Conectar.',
  'integrations.googleSlides.use3':
    'Insira o slide de entrada e vincule cada slide do Google ao slide do Crowdeck correspondente.',
  'integrations.googleSlides.use4':
    'Enquanto você apresenta, “Mostrar este slide ao vivo”, Anterior e Próximo (ou seguir o slide selecionado) levam a sua sala ao slide do Crowdeck correspondente.',
  'integrations.googleSlides.shotSidebar': 'O painel lateral no Apresentações Google, conectado',
  'integrations.googleSlides.shotConnect': 'A página de conexão: a chave para colar',
  'integrations.googleSlides.privacy':
    'A chave deixa o complemento ler os slides de uma apresentação, mostrar a visualização ao vivo e mudar o slide ao vivo, nada mais. O Google a guarda nas suas próprias propriedades de usuário do complemento, nunca na apresentação. Os complementos conectados aparecem acima, cada um com Desconectar.',
  'googleSlides.connect.heading': 'Conectar Apresentações Google',
  'googleSlides.connect.lead':
    'Escolha a apresentação do Crowdeck que acompanha a sua apresentação do Google. Você recebe uma chave de conexão para colar no painel lateral do Crowdeck no Apresentações Google.',
  'googleSlides.connect.loading': 'Carregando suas apresentações…',
  'googleSlides.connect.failed': 'Não funcionou. Verifique sua conexão e tente de novo.',
  'googleSlides.connect.none': 'Você ainda não tem apresentações. Crie uma primeiro.',
  'googleSlides.connect.slides': 'Slides: {{count}}',
  'googleSlides.connect.pick': 'Conectar',
  'googleSlides.connect.pickLabel': 'Conectar “{{title}}”',
  'googleSlides.connect.granting': 'Conectando…',
  'googleSlides.connect.keyHeading': 'Sua chave de conexão para “{{title}}”',
  'googleSlides.connect.keyLabel': 'Chave de conexão',
  'googleSlides.connect.copy': 'Copiar chave',
  'googleSlides.connect.copied': 'Copiada. Cole no painel lateral do Apresentações Google.',
  'googleSlides.connect.copyFailed': 'Não deu para copiar: selecione a chave e copie você mesmo.',
  'googleSlides.connect.keyHint':
    'Ela só aparece desta vez. Não compartilhe a tela enquanto ela estiver visível: ela permite ao complemento mostrar esta apresentação e mudar o slide ao vivo.',
  'googleSlides.connect.done':
    'No Apresentações Google, cole a chave no painel lateral do Crowdeck e escolha Conectar. Depois você pode fechar esta aba.',
  'googleSlides.connect.manage':
    'Você pode desconectar os complementos conectados na página Integrações.',
};
