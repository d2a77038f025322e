/** Brazilian Portuguese texts of the import dialog: PDF and PowerPoint files into a deck. */
export const ptBRImport = {
  'import.openFromEditor': 'Importar slides de um arquivo',
  'import.openFromHome': 'Nova a partir de um arquivo',
  'import.titleEditor': 'Importar slides de um arquivo',
  'import.titleNew': 'Nova apresentação a partir de um arquivo',
  'import.lead':
    'Cada página ou slide vira um slide próprio, e as anotações do apresentador viram as suas anotações. Depois você pode movê-los, excluí-los e misturá-los com slides interativos.',
  'import.checking': 'Verificando quais arquivos este servidor consegue importar…',
  'import.capabilitiesError':
    'Não foi possível perguntar ao servidor quais arquivos ele importa. {{reason}}',
  'import.retry': 'Tentar de novo',
  'import.formatsBoth':
    'Este servidor importa arquivos PDF e apresentações do PowerPoint (.pptx), de até {{size}} MB e {{pages}} páginas.',
  'import.formatsPdfOnly':
    'Este servidor importa arquivos PDF de até {{size}} MB e {{pages}} páginas. Ele não consegue ler arquivos do PowerPoint (.pptx) porque o LibreOffice não está instalado nele: exporte sua apresentação como PDF (no PowerPoint: Arquivo → Exportar → PDF) ou peça ao administrador que instale o LibreOffice.',
  'import.otherTools':
    'Google Apresentações ou Keynote? Baixe a apresentação primeiro — Google Apresentações: Arquivo → Fazer download → Documento PDF ou Microsoft PowerPoint (.pptx); Keynote: Arquivo → Exportar para → PDF ou PowerPoint — e importe esse arquivo.',
  'import.dropTitle': 'Arraste o arquivo para cá ou',
  'import.choose': 'Escolher um arquivo',
  'import.chooseAnother': 'Escolher outro arquivo',
  'import.chosen': 'Escolhido: {{name}} ({{size}} MB)',
  'import.includeHidden': 'Incluir os slides ocultos do PowerPoint',
  'import.includeHiddenHint':
    'Os slides ocultos no PowerPoint ficam de fora, a menos que você marque esta opção.',
  'import.start': 'Importar',
  'import.tryAgain': 'Tentar de novo',
  'import.cancel': 'Cancelar',
  'import.close': 'Fechar',
  'import.cancelImport': 'Cancelar a importação',
  'import.importing': 'Importando {{name}}',
  'import.progressLabel': 'Progresso da importação',
  'import.uploading': 'Enviando… {{percent}}%',
  'import.queued': 'Aguardando o servidor começar…',
  'import.reading': 'Lendo o arquivo…',
  'import.preparing_one': 'Preparando {{count}} página…',
  'import.preparing_other': 'Preparando {{count}} páginas…',
  'import.page': 'Página {{page}} de {{total}}',
  'import.saving': 'Adicionando os slides à sua apresentação…',
  'import.cancelling': 'Cancelando…',
  'import.cancelled': 'Importação cancelada. Nada foi adicionado.',
  'import.done_one': '{{count}} slide importado.',
  'import.done_other': '{{count}} slides importados.',
  'import.hiddenSkipped_one': '{{count}} slide oculto ficou de fora.',
  'import.hiddenSkipped_other': '{{count}} slides ocultos ficaram de fora.',
  'import.failedTitle': 'Nada foi importado.',
  'import.error.tooLarge':
    'O arquivo tem mais de {{size}} MB, o máximo que este servidor aceita. Reduza o tamanho (no PowerPoint: Arquivo → Compactar imagens) ou divida-o em partes e importe de novo.',
  'import.error.tooManyPages':
    'O arquivo tem páginas demais: dá para importar no máximo {{pages}} páginas de uma vez, e uma apresentação comporta no máximo {{slides}} slides. Divida o arquivo ou exclua antes os slides de que não precisa mais.',
  'import.error.encrypted':
    'O PDF está protegido por senha. Abra-o, salve uma cópia sem senha e importe essa cópia.',
  'import.error.macros':
    'O arquivo contém macros (um arquivo .pptm), que nunca são importadas. No PowerPoint, salve-o como Apresentação do PowerPoint (.pptx) ou exporte-o como PDF e importe esse arquivo.',
  'import.error.externalLinks':
    'A apresentação tem links para arquivos externos (imagens, vídeos ou dados vinculados), que nunca são importados. Incorpore-os à apresentação ou exporte-a como PDF e importe esse arquivo.',
  'import.error.unsafeArchive':
    'O arquivo parece danificado ou está compactado de um jeito que não é seguro abrir. Salve-o de novo no PowerPoint ou exporte-o como PDF e importe esse arquivo.',
  'import.error.unreadable':
    'Não foi possível ler o arquivo como PDF nem como apresentação do PowerPoint. Verifique se ele abre no seu computador, exporte-o de novo como PDF ou .pptx e importe esse arquivo.',
  'import.error.unsupportedFormat':
    'Só é possível importar arquivos PDF e apresentações do PowerPoint (.pptx). Exporte antes sua apresentação como PDF ou .pptx (um arquivo .ppt antigo: abra-o no PowerPoint e salve-o como .pptx).',
  'import.error.converterMissing':
    'Este servidor não consegue ler arquivos do PowerPoint porque o LibreOffice não está instalado nele. Exporte a apresentação como PDF (no PowerPoint: Arquivo → Exportar → PDF) e importe esse arquivo, ou peça ao administrador que instale o LibreOffice.',
  'import.error.timeout':
    'A importação levou mais de {{minutes}} minutos e foi interrompida. Tente um arquivo menor ou divida-o em partes.',
  'import.error.planLimit':
    'Este arquivo passa do que o seu plano permite enviar. Importe um arquivo menor ou compare os planos para ter mais espaço.',
  'import.error.internal':
    'Algo deu errado no servidor durante a importação. Tente de novo daqui a pouco; se continuar falhando, exporte a apresentação como PDF e importe esse arquivo.',
};
