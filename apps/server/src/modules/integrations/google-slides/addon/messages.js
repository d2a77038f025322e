// Every text the add-on shows (menu, sidebar, the join slide), in Crowdeck's six languages. The
// user's Google language picks the catalogue; English fills any gap.

const MESSAGES_EN = {
  'menu.open': 'Open Crowdeck',
  'sidebar.lead': 'Connect this Google Slides deck to one of your Crowdeck presentations.',
  'sidebar.step1': 'Open Crowdeck, sign in and pick the presentation.',
  'sidebar.openCrowdeck': 'Open Crowdeck',
  'sidebar.step2': 'Copy the connection key Crowdeck shows and paste it here.',
  'sidebar.keyLabel': 'Connection key',
  'sidebar.connect': 'Connect',
  'sidebar.connectedTo': 'Connected to',
  'sidebar.insertJoin': 'Insert join slide',
  'sidebar.inserted': 'Join slide inserted after the selected slide.',
  'sidebar.linkLabel': 'Crowdeck slide for the selected Google slide',
  'sidebar.notLinked': 'Not linked',
  'sidebar.slideOption': '{number}. {title}',
  'sidebar.goLive': 'Go live on this slide',
  'sidebar.previous': 'Previous',
  'sidebar.next': 'Next',
  'sidebar.liveOn': 'The room is on slide {number} of {count}.',
  'sidebar.follow': 'Follow the selected Google slide',
  'sidebar.disconnect': 'Disconnect',
  'sidebar.refresh': 'Refresh',
  'sidebar.working': 'Working…',
  'error.badKey': 'That is not a connection key. Copy it again from the Crowdeck page.',
  'error.notLinked': 'Link the selected Google slide to a Crowdeck slide first.',
  'error.noSlides': 'This Crowdeck presentation has no slides yet.',
  'error.crowdeck.unauthorized': 'Crowdeck no longer accepts this connection. Connect again.',
  'error.crowdeck.unreachable': 'Crowdeck could not be reached. Try again in a moment.',
  'error.crowdeck.failed': 'Crowdeck could not do that. Try again in a moment.',
  'slide.joinAt': 'Join at',
  'slide.code': 'with the code',
  'slide.qrTitle': 'QR code to join',
  'slide.qrDescription': 'Scan to join the presentation at',
};

/** @typedef {{ [K in keyof typeof MESSAGES_EN]: string }} TMessages */

/** @type {Record<string, Partial<TMessages>>} */
const MESSAGES = {
  en: MESSAGES_EN,
  de: {
    'menu.open': 'Crowdeck öffnen',
    'sidebar.lead': 'Verbinde diese Google-Präsentation mit einer deiner Crowdeck-Präsentationen.',
    'sidebar.step1': 'Öffne Crowdeck, melde dich an und wähle die Präsentation.',
    'sidebar.openCrowdeck': 'Crowdeck öffnen',
    'sidebar.step2': 'Kopiere den Verbindungsschlüssel, den Crowdeck zeigt, und füge ihn hier ein.',
    'sidebar.keyLabel': 'Verbindungsschlüssel',
    'sidebar.connect': 'Verbinden',
    'sidebar.connectedTo': 'Verbunden mit',
    'sidebar.insertJoin': 'Beitrittsfolie einfügen',
    'sidebar.inserted': 'Beitrittsfolie nach der ausgewählten Folie eingefügt.',
    'sidebar.linkLabel': 'Crowdeck-Folie für die ausgewählte Google-Folie',
    'sidebar.notLinked': 'Nicht verknüpft',
    'sidebar.slideOption': '{number}. {title}',
    'sidebar.goLive': 'Diese Folie live zeigen',
    'sidebar.previous': 'Zurück',
    'sidebar.next': 'Weiter',
    'sidebar.liveOn': 'Der Raum ist auf Folie {number} von {count}.',
    'sidebar.follow': 'Der ausgewählten Google-Folie folgen',
    'sidebar.disconnect': 'Trennen',
    'sidebar.refresh': 'Aktualisieren',
    'sidebar.working': 'Einen Moment …',
    'error.badKey':
      'Das ist kein Verbindungsschlüssel. Kopiere ihn noch einmal von der Crowdeck-Seite.',
    'error.notLinked': 'Verknüpfe die ausgewählte Google-Folie zuerst mit einer Crowdeck-Folie.',
    'error.noSlides': 'Diese Crowdeck-Präsentation hat noch keine Folien.',
    'error.crowdeck.unauthorized':
      'Crowdeck nimmt diese Verbindung nicht mehr an. Verbinde dich erneut.',
    'error.crowdeck.unreachable': 'Crowdeck ist nicht erreichbar. Versuche es gleich noch einmal.',
    'error.crowdeck.failed': 'Crowdeck konnte das nicht tun. Versuche es gleich noch einmal.',
    'slide.joinAt': 'Mach mit auf',
    'slide.code': 'mit dem Code',
    'slide.qrTitle': 'QR-Code zum Mitmachen',
    'slide.qrDescription': 'Scannen, um der Präsentation beizutreten:',
  },
  es: {
    'menu.open': 'Abrir Crowdeck',
    'sidebar.lead':
      'Conecta esta presentación de Google con una de tus presentaciones de Crowdeck.',
    'sidebar.step1': 'Abre Crowdeck, inicia sesión y elige la presentación.',
    'sidebar.openCrowdeck': 'Abrir Crowdeck',
    'sidebar.step2': 'Copia la clave de conexión que muestra Crowdeck y pégala aquí.',
    'sidebar.keyLabel': 'Clave de conexión',
    'sidebar.connect': 'Conectar',
    'sidebar.connectedTo': 'Conectado a',
    'sidebar.insertJoin': 'Insertar diapositiva para unirse',
    'sidebar.inserted': 'Diapositiva para unirse insertada tras la diapositiva seleccionada.',
    'sidebar.linkLabel': 'Diapositiva de Crowdeck para la diapositiva de Google seleccionada',
    'sidebar.notLinked': 'Sin vincular',
    'sidebar.slideOption': '{number}. {title}',
    'sidebar.goLive': 'Mostrar esta diapositiva en directo',
    'sidebar.previous': 'Anterior',
    'sidebar.next': 'Siguiente',
    'sidebar.liveOn': 'La sala está en la diapositiva {number} de {count}.',
    'sidebar.follow': 'Seguir la diapositiva de Google seleccionada',
    'sidebar.disconnect': 'Desconectar',
    'sidebar.refresh': 'Actualizar',
    'sidebar.working': 'Un momento…',
    'error.badKey':
      'Eso no es una clave de conexión. Cópiala de nuevo desde la página de Crowdeck.',
    'error.notLinked':
      'Vincula primero la diapositiva de Google seleccionada con una diapositiva de Crowdeck.',
    'error.noSlides': 'Esta presentación de Crowdeck aún no tiene diapositivas.',
    'error.crowdeck.unauthorized': 'Crowdeck ya no acepta esta conexión. Vuelve a conectar.',
    'error.crowdeck.unreachable':
      'No se pudo contactar con Crowdeck. Inténtalo de nuevo en un momento.',
    'error.crowdeck.failed': 'Crowdeck no pudo hacerlo. Inténtalo de nuevo en un momento.',
    'slide.joinAt': 'Únete en',
    'slide.code': 'con el código',
    'slide.qrTitle': 'Código QR para unirse',
    'slide.qrDescription': 'Escanea para unirte a la presentación en',
  },
  fr: {
    'menu.open': 'Ouvrir Crowdeck',
    'sidebar.lead': 'Reliez cette présentation Google à l’une de vos présentations Crowdeck.',
    'sidebar.step1': 'Ouvrez Crowdeck, connectez-vous et choisissez la présentation.',
    'sidebar.openCrowdeck': 'Ouvrir Crowdeck',
    'sidebar.step2': 'Copiez la clé de connexion affichée par Crowdeck et collez-la ici.',
    'sidebar.keyLabel': 'Clé de connexion',
    'sidebar.connect': 'Connecter',
    'sidebar.connectedTo': 'Connecté à',
    'sidebar.insertJoin': 'Insérer la diapositive pour rejoindre',
    'sidebar.inserted': 'Diapositive pour rejoindre insérée après la diapositive sélectionnée.',
    'sidebar.linkLabel': 'Diapositive Crowdeck de la diapositive Google sélectionnée',
    'sidebar.notLinked': 'Non reliée',
    'sidebar.slideOption': '{number}. {title}',
    'sidebar.goLive': 'Passer en direct sur cette diapositive',
    'sidebar.previous': 'Précédente',
    'sidebar.next': 'Suivante',
    'sidebar.liveOn': 'La salle est sur la diapositive {number} sur {count}.',
    'sidebar.follow': 'Suivre la diapositive Google sélectionnée',
    'sidebar.disconnect': 'Déconnecter',
    'sidebar.refresh': 'Actualiser',
    'sidebar.working': 'Un instant…',
    'error.badKey':
      'Ce n’est pas une clé de connexion. Copiez-la à nouveau depuis la page Crowdeck.',
    'error.notLinked':
      'Reliez d’abord la diapositive Google sélectionnée à une diapositive Crowdeck.',
    'error.noSlides': 'Cette présentation Crowdeck n’a pas encore de diapositives.',
    'error.crowdeck.unauthorized':
      'Crowdeck n’accepte plus cette connexion. Connectez-vous à nouveau.',
    'error.crowdeck.unreachable': 'Crowdeck est injoignable. Réessayez dans un instant.',
    'error.crowdeck.failed': 'Crowdeck n’a pas pu le faire. Réessayez dans un instant.',
    'slide.joinAt': 'Rejoignez-nous sur',
    'slide.code': 'avec le code',
    'slide.qrTitle': 'QR code pour rejoindre',
    'slide.qrDescription': 'Scannez pour rejoindre la présentation sur',
  },
  'pt-br': {
    'menu.open': 'Abrir o Crowdeck',
    'sidebar.lead': 'Conecte esta apresentação do Google a uma das suas apresentações do Crowdeck.',
    'sidebar.step1': 'Abra o Crowdeck, entre e escolha a apresentação.',
    'sidebar.openCrowdeck': 'Abrir o Crowdeck',
    'sidebar.step2': 'Copie a chave de conexão que o Crowdeck mostra e cole aqui.',
    'sidebar.keyLabel': 'Chave de conexão',
    'sidebar.connect': 'Conectar',
    'sidebar.connectedTo': 'Conectado a',
    'sidebar.insertJoin': 'Inserir slide de entrada',
    'sidebar.inserted': 'Slide de entrada inserido depois do slide selecionado.',
    'sidebar.linkLabel': 'Slide do Crowdeck para o slide do Google selecionado',
    'sidebar.notLinked': 'Sem vínculo',
    'sidebar.slideOption': '{number}. {title}',
    'sidebar.goLive': 'Mostrar este slide ao vivo',
    'sidebar.previous': 'Anterior',
    'sidebar.next': 'Próximo',
    'sidebar.liveOn': 'A sala está no slide {number} de {count}.',
    'sidebar.follow': 'Seguir o slide do Google selecionado',
    'sidebar.disconnect': 'Desconectar',
    'sidebar.refresh': 'Atualizar',
    'sidebar.working': 'Um momento…',
    'error.badKey': 'Isso não é uma chave de conexão. Copie-a de novo na página do Crowdeck.',
    'error.notLinked': 'Vincule primeiro o slide do Google selecionado a um slide do Crowdeck.',
    'error.noSlides': 'Esta apresentação do Crowdeck ainda não tem slides.',
    'error.crowdeck.unauthorized': 'O Crowdeck não aceita mais esta conexão. Conecte de novo.',
    'error.crowdeck.unreachable':
      'Não foi possível falar com o Crowdeck. Tente de novo em instantes.',
    'error.crowdeck.failed': 'O Crowdeck não conseguiu fazer isso. Tente de novo em instantes.',
    'slide.joinAt': 'Participe em',
    'slide.code': 'com o código',
    'slide.qrTitle': 'QR code para participar',
    'slide.qrDescription': 'Escaneie para participar da apresentação em',
  },
  ar: {
    'menu.open': 'فتح Crowdeck',
    'sidebar.lead': 'اربط هذا العرض التقديمي من Google بأحد عروضك التقديمية في Crowdeck.',
    'sidebar.step1': 'افتح Crowdeck وسجّل الدخول واختر العرض التقديمي.',
    'sidebar.openCrowdeck': 'فتح Crowdeck',
    'sidebar.step2': 'انسخ مفتاح الاتصال الذي يعرضه Crowdeck والصقه هنا.',
    'sidebar.keyLabel': 'مفتاح الاتصال',
    'sidebar.connect': 'اتصال',
    'sidebar.connectedTo': 'متصل بـ',
    'sidebar.insertJoin': 'إدراج شريحة الانضمام',
    'sidebar.inserted': 'أُدرجت شريحة الانضمام بعد الشريحة المحددة.',
    'sidebar.linkLabel': 'شريحة Crowdeck لشريحة Google المحددة',
    'sidebar.notLinked': 'غير مرتبطة',
    'sidebar.slideOption': '{number}. {title}',
    'sidebar.goLive': 'عرض هذه الشريحة مباشرةً',
    'sidebar.previous': 'السابقة',
    'sidebar.next': 'التالية',
    'sidebar.liveOn': 'الغرفة على الشريحة {number} من {count}.',
    'sidebar.follow': 'اتباع شريحة Google المحددة',
    'sidebar.disconnect': 'قطع الاتصال',
    'sidebar.refresh': 'تحديث',
    'sidebar.working': 'لحظة…',
    'error.badKey': 'هذا ليس مفتاح اتصال. انسخه مرة أخرى من صفحة Crowdeck.',
    'error.notLinked': 'اربط شريحة Google المحددة بشريحة من Crowdeck أولًا.',
    'error.noSlides': 'لا توجد شرائح في عرض Crowdeck هذا بعد.',
    'error.crowdeck.unauthorized': 'لم يعد Crowdeck يقبل هذا الاتصال. اتصل مرة أخرى.',
    'error.crowdeck.unreachable': 'تعذّر الوصول إلى Crowdeck. حاول مرة أخرى بعد قليل.',
    'error.crowdeck.failed': 'تعذّر على Crowdeck تنفيذ ذلك. حاول مرة أخرى بعد قليل.',
    'slide.joinAt': 'انضم عبر',
    'slide.code': 'بالرمز',
    'slide.qrTitle': 'رمز QR للانضمام',
    'slide.qrDescription': 'امسح الرمز للانضمام إلى العرض التقديمي عبر',
  },
};

/**
 * The catalogue of a Google locale (`de`, `pt_BR`, `fr_CA` …), English where it has no text.
 * @param {string} locale
 * @returns {TMessages & { lang: string, dir: string }}
 */
function messagesFor_(locale) {
  const normal = String(locale || 'en')
    .toLowerCase()
    .replace('_', '-');
  const language = normal.split('-')[0] || 'en';
  const lang = MESSAGES[normal] ? normal : language === 'pt' ? 'pt-br' : language;
  const found = MESSAGES[lang] ? lang : 'en';
  const own = MESSAGES[found] || {};
  /** @type {TMessages} */
  const merged = Object.assign({}, MESSAGES_EN);
  for (const key of /** @type {(keyof TMessages)[]} */ (Object.keys(MESSAGES_EN))) {
    merged[key] = own[key] || MESSAGES_EN[key];
  }
  return Object.assign(merged, { lang: found, dir: found === 'ar' ? 'rtl' : 'ltr' });
}
