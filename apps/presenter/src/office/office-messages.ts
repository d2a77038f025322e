import { createHostI18n } from '../i18n/host-i18n';

/**
 * Texts of the add-in's own pages (the add-in on the slide and the sign-in window), in the six
 * languages; a small catalogue of their own, so these pages load none of the presenter app's.
 */
const en = {
  'office.title': 'Crowdeck for PowerPoint',
  'office.starting': 'Connecting to PowerPoint…',
  'office.outside.text':
    'This page is the Crowdeck add-in for PowerPoint. It runs inside PowerPoint, on a slide, once the add-in is installed.',
  'office.outside.install': 'How to install the add-in',
  'office.outside.open': 'Open Crowdeck',
  'office.signIn.lead':
    "Show your presentation's live view on this slide: the join code, results or leaderboard. In Slide Show, your room follows your slides.",
  'office.signIn.otherDeck':
    'This slide shows a Crowdeck presentation. Sign in as its presenter to show it here.',
  'office.signIn.button': 'Sign in to Crowdeck',
  'office.signIn.waiting': 'Finish signing in in the window that opened…',
  'office.loading': 'Loading your presentation…',
  'office.choose.heading': 'What this slide shows',
  'office.choose.slide': 'Crowdeck slide',
  'office.choose.view': 'View',
  'office.choose.save': 'Show on this slide',
  'office.view.live': 'Follow the big screen',
  'office.view.join': 'Join screen with QR code',
  'office.view.results': "This slide's results",
  'office.view.leaderboard': 'Leaderboard',
  'office.ready.summary': 'In Slide Show, the room moves to slide {{number}}: {{title}}',
  'office.ready.moved': 'The room is on slide {{number}}.',
  'office.ready.change': 'Change',
  'office.signOut': 'Sign out',
  'office.slideLabel': '{{number}}. {{title}}',
  'office.untitled': 'Untitled slide',
  'office.frameTitle': 'Live view of {{title}}',
  'office.problem.popupBlocked':
    'The sign-in window was blocked. Allow pop-ups for PowerPoint and try again.',
  'office.problem.dialogFailed': 'The sign-in window could not finish. Try again.',
  'office.problem.network': 'Crowdeck cannot be reached. Check the connection and try again.',
  'office.problem.revoked': 'This add-in was signed out (its access was revoked). Sign in again.',
  'office.problem.saveFailed': 'PowerPoint did not keep the choice. Try again.',
  'office.problem.moveFailed':
    "The room could not be moved to this slide. Move it from Crowdeck's control screen.",
  'office.problem.embedMissing': 'The live view is not available on this server.',
  'dialog.heading': 'Connect PowerPoint to Crowdeck',
  'dialog.lead':
    'Choose the presentation this slide shows. The add-in may read its slides, show its live view and move its room, nothing else. You can revoke it on the Integrations page.',
  'dialog.loading': 'Loading your presentations…',
  'dialog.none': 'You have no presentations yet. Create one in Crowdeck first.',
  'dialog.slides_one': '{{count}} slide',
  'dialog.slides_other': '{{count}} slides',
  'dialog.cancel': 'Cancel',
  'dialog.granting': 'Connecting…',
  'dialog.outside': 'Open this window from the Crowdeck add-in in PowerPoint.',
  'dialog.failed': 'That did not work. Try again.',
  'dialog.outlook.heading': 'Connect Outlook to Crowdeck',
  'dialog.outlook.lead':
    'Choose the presentation to invite people to. The add-in may read its title and join code and make its QR code, nothing else. You can revoke it on the Integrations page.',
} as const;

type TOfficeKey = keyof typeof en;
/** Every key; Arabic adds its other plural forms (`_zero`, `_two`, `_few`, `_many`). */
type TCatalogue = Record<TOfficeKey, string> & Record<string, string>;

const de: TCatalogue = {
  'office.title': 'Crowdeck für PowerPoint',
  'office.starting': 'Verbindung zu PowerPoint wird hergestellt…',
  'office.outside.text':
    'Diese Seite ist das Crowdeck-Add-in für PowerPoint. Es läuft in PowerPoint auf einer Folie, sobald das Add-in installiert ist.',
  'office.outside.install': 'So installierst du das Add-in',
  'office.outside.open': 'Crowdeck öffnen',
  'office.signIn.lead':
    'Zeig die Live-Ansicht deiner Präsentation auf dieser Folie: Beitrittscode, Ergebnisse oder Rangliste. In der Bildschirmpräsentation folgt dein Raum deinen Folien.',
  'office.signIn.otherDeck':
    'Diese Folie zeigt eine Crowdeck-Präsentation. Melde dich als deren Vortragende an, um sie hier zu zeigen.',
  'office.signIn.button': 'Bei Crowdeck anmelden',
  'office.signIn.waiting': 'Schließ die Anmeldung im geöffneten Fenster ab…',
  'office.loading': 'Deine Präsentation wird geladen…',
  'office.choose.heading': 'Was diese Folie zeigt',
  'office.choose.slide': 'Crowdeck-Folie',
  'office.choose.view': 'Ansicht',
  'office.choose.save': 'Auf dieser Folie zeigen',
  'office.view.live': 'Dem großen Bildschirm folgen',
  'office.view.join': 'Beitrittsseite mit QR-Code',
  'office.view.results': 'Ergebnisse dieser Folie',
  'office.view.leaderboard': 'Rangliste',
  'office.ready.summary':
    'In der Bildschirmpräsentation wechselt der Raum zu Folie {{number}}: {{title}}',
  'office.ready.moved': 'Der Raum ist auf Folie {{number}}.',
  'office.ready.change': 'Ändern',
  'office.signOut': 'Abmelden',
  'office.slideLabel': '{{number}}. {{title}}',
  'office.untitled': 'Folie ohne Titel',
  'office.frameTitle': 'Live-Ansicht von {{title}}',
  'office.problem.popupBlocked':
    'Das Anmeldefenster wurde blockiert. Erlaube Pop-ups für PowerPoint und versuche es erneut.',
  'office.problem.dialogFailed': 'Das Anmeldefenster konnte nicht abschließen. Versuche es erneut.',
  'office.problem.network':
    'Crowdeck ist nicht erreichbar. Prüfe die Verbindung und versuche es erneut.',
  'office.problem.revoked':
    'Dieses Add-in wurde abgemeldet (sein Zugriff wurde widerrufen). Melde dich erneut an.',
  'office.problem.saveFailed': 'PowerPoint hat die Auswahl nicht gespeichert. Versuche es erneut.',
  'office.problem.moveFailed':
    'Der Raum konnte nicht zu dieser Folie wechseln. Wechsle im Steuerbildschirm von Crowdeck.',
  'office.problem.embedMissing': 'Die Live-Ansicht ist auf diesem Server nicht verfügbar.',
  'dialog.heading': 'PowerPoint mit Crowdeck verbinden',
  'dialog.lead':
    'Wähle die Präsentation, die diese Folie zeigt. Das Add-in darf ihre Folien lesen, ihre Live-Ansicht zeigen und ihren Raum weiterschalten, sonst nichts. Du kannst den Zugriff auf der Seite „Integrationen“ widerrufen.',
  'dialog.loading': 'Deine Präsentationen werden geladen…',
  'dialog.none': 'Du hast noch keine Präsentationen. Erstelle zuerst eine in Crowdeck.',
  'dialog.slides_one': '{{count}} Folie',
  'dialog.slides_other': '{{count}} Folien',
  'dialog.cancel': 'Abbrechen',
  'dialog.granting': 'Wird verbunden…',
  'dialog.outside': 'Öffne dieses Fenster über das Crowdeck-Add-in in PowerPoint.',
  'dialog.failed': 'Das hat nicht geklappt. Versuche es erneut.',
  'dialog.outlook.heading': 'Outlook mit Crowdeck verbinden',
  'dialog.outlook.lead':
    'Wähle die Präsentation, zu der du einlädst. Das Add-in darf ihren Titel und Beitrittscode lesen und ihren QR-Code erzeugen, sonst nichts. Du kannst den Zugriff auf der Seite „Integrationen“ widerrufen.',
};

const es: TCatalogue = {
  'office.title': 'Crowdeck para PowerPoint',
  'office.starting': 'Conectando con PowerPoint…',
  'office.outside.text':
    'Esta página es el complemento de Crowdeck para PowerPoint. Funciona dentro de PowerPoint, en una diapositiva, una vez instalado el complemento.',
  'office.outside.install': 'Cómo instalar el complemento',
  'office.outside.open': 'Abrir Crowdeck',
  'office.signIn.lead':
    'Muestra la vista en directo de tu presentación en esta diapositiva: el código de acceso, los resultados o la clasificación. En la presentación con diapositivas, la sala sigue tus diapositivas.',
  'office.signIn.otherDeck':
    'Esta diapositiva muestra una presentación de Crowdeck. Inicia sesión como su presentador para mostrarla aquí.',
  'office.signIn.button': 'Iniciar sesión en Crowdeck',
  'office.signIn.waiting': 'Termina de iniciar sesión en la ventana que se abrió…',
  'office.loading': 'Cargando tu presentación…',
  'office.choose.heading': 'Qué muestra esta diapositiva',
  'office.choose.slide': 'Diapositiva de Crowdeck',
  'office.choose.view': 'Vista',
  'office.choose.save': 'Mostrar en esta diapositiva',
  'office.view.live': 'Seguir la pantalla grande',
  'office.view.join': 'Pantalla de acceso con código QR',
  'office.view.results': 'Resultados de esta diapositiva',
  'office.view.leaderboard': 'Clasificación',
  'office.ready.summary':
    'En la presentación con diapositivas, la sala pasa a la diapositiva {{number}}: {{title}}',
  'office.ready.moved': 'La sala está en la diapositiva {{number}}.',
  'office.ready.change': 'Cambiar',
  'office.signOut': 'Cerrar sesión',
  'office.slideLabel': '{{number}}. {{title}}',
  'office.untitled': 'Diapositiva sin título',
  'office.frameTitle': 'Vista en directo de {{title}}',
  'office.problem.popupBlocked':
    'Se bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes para PowerPoint y vuelve a intentarlo.',
  'office.problem.dialogFailed':
    'La ventana de inicio de sesión no pudo terminar. Vuelve a intentarlo.',
  'office.problem.network':
    'No se puede acceder a Crowdeck. Comprueba la conexión y vuelve a intentarlo.',
  'office.problem.revoked':
    'Se cerró la sesión de este complemento (se revocó su acceso). Vuelve a iniciar sesión.',
  'office.problem.saveFailed': 'PowerPoint no guardó la elección. Vuelve a intentarlo.',
  'office.problem.moveFailed':
    'No se pudo mover la sala a esta diapositiva. Muévela desde la pantalla de control de Crowdeck.',
  'office.problem.embedMissing': 'La vista en directo no está disponible en este servidor.',
  'dialog.heading': 'Conectar PowerPoint con Crowdeck',
  'dialog.lead':
    'Elige la presentación que muestra esta diapositiva. El complemento puede leer sus diapositivas, mostrar su vista en directo y mover su sala, nada más. Puedes revocarlo en la página de Integraciones.',
  'dialog.loading': 'Cargando tus presentaciones…',
  'dialog.none': 'Todavía no tienes presentaciones. Crea una en Crowdeck primero.',
  'dialog.slides_one': '{{count}} diapositiva',
  'dialog.slides_other': '{{count}} diapositivas',
  'dialog.cancel': 'Cancelar',
  'dialog.granting': 'Conectando…',
  'dialog.outside': 'Abre esta ventana desde el complemento de Crowdeck en PowerPoint.',
  'dialog.failed': 'No funcionó. Vuelve a intentarlo.',
  'dialog.outlook.heading': 'Conectar Outlook con Crowdeck',
  'dialog.outlook.lead':
    'Elige la presentación a la que invitas. El complemento puede leer su título y su código de acceso y crear su código QR, nada más. Puedes revocarlo en la página de Integraciones.',
};

const fr: TCatalogue = {
  'office.title': 'Crowdeck pour PowerPoint',
  'office.starting': 'Connexion à PowerPoint…',
  'office.outside.text':
    'Cette page est le complément Crowdeck pour PowerPoint. Il fonctionne dans PowerPoint, sur une diapositive, une fois le complément installé.',
  'office.outside.install': 'Comment installer le complément',
  'office.outside.open': 'Ouvrir Crowdeck',
  'office.signIn.lead':
    "Affichez la vue en direct de votre présentation sur cette diapositive : le code d'accès, les résultats ou le classement. En diaporama, la salle suit vos diapositives.",
  'office.signIn.otherDeck':
    "Cette diapositive affiche une présentation Crowdeck. Connectez-vous en tant que son présentateur pour l'afficher ici.",
  'office.signIn.button': 'Se connecter à Crowdeck',
  'office.signIn.waiting': 'Terminez la connexion dans la fenêtre qui s’est ouverte…',
  'office.loading': 'Chargement de votre présentation…',
  'office.choose.heading': 'Ce que montre cette diapositive',
  'office.choose.slide': 'Diapositive Crowdeck',
  'office.choose.view': 'Vue',
  'office.choose.save': 'Afficher sur cette diapositive',
  'office.view.live': 'Suivre le grand écran',
  'office.view.join': "Écran d'accès avec QR code",
  'office.view.results': 'Résultats de cette diapositive',
  'office.view.leaderboard': 'Classement',
  'office.ready.summary': 'En diaporama, la salle passe à la diapositive {{number}} : {{title}}',
  'office.ready.moved': 'La salle est sur la diapositive {{number}}.',
  'office.ready.change': 'Modifier',
  'office.signOut': 'Se déconnecter',
  'office.slideLabel': '{{number}}. {{title}}',
  'office.untitled': 'Diapositive sans titre',
  'office.frameTitle': 'Vue en direct de {{title}}',
  'office.problem.popupBlocked':
    'La fenêtre de connexion a été bloquée. Autorisez les fenêtres pop-up pour PowerPoint et réessayez.',
  'office.problem.dialogFailed': "La fenêtre de connexion n'a pas pu aboutir. Réessayez.",
  'office.problem.network': 'Crowdeck est injoignable. Vérifiez la connexion et réessayez.',
  'office.problem.revoked':
    'Ce complément a été déconnecté (son accès a été révoqué). Connectez-vous à nouveau.',
  'office.problem.saveFailed': "PowerPoint n'a pas conservé le choix. Réessayez.",
  'office.problem.moveFailed':
    "La salle n'a pas pu passer à cette diapositive. Changez-la depuis l'écran de contrôle de Crowdeck.",
  'office.problem.embedMissing': "La vue en direct n'est pas disponible sur ce serveur.",
  'dialog.heading': 'Connecter PowerPoint à Crowdeck',
  'dialog.lead':
    "Choisissez la présentation que montre cette diapositive. Le complément peut lire ses diapositives, afficher sa vue en direct et faire avancer sa salle, rien d'autre. Vous pouvez le révoquer sur la page Intégrations.",
  'dialog.loading': 'Chargement de vos présentations…',
  'dialog.none': "Vous n'avez pas encore de présentation. Créez-en une dans Crowdeck d'abord.",
  'dialog.slides_one': '{{count}} diapositive',
  'dialog.slides_other': '{{count}} diapositives',
  'dialog.cancel': 'Annuler',
  'dialog.granting': 'Connexion…',
  'dialog.outside': 'Ouvrez cette fenêtre depuis le complément Crowdeck dans PowerPoint.',
  'dialog.failed': 'Cela n’a pas fonctionné. Réessayez.',
  'dialog.outlook.heading': 'Connecter Outlook à Crowdeck',
  'dialog.outlook.lead':
    'Choisissez la présentation à laquelle vous invitez. Le complément peut lire son titre et son code d’accès et créer son QR code, rien d’autre. Vous pouvez le révoquer sur la page Intégrations.',
};

const ptBR: TCatalogue = {
  'office.title': 'Crowdeck para PowerPoint',
  'office.starting': 'Conectando ao PowerPoint…',
  'office.outside.text':
    'Esta página é o suplemento do Crowdeck para PowerPoint. Ele funciona dentro do PowerPoint, em um slide, depois que o suplemento é instalado.',
  'office.outside.install': 'Como instalar o suplemento',
  'office.outside.open': 'Abrir o Crowdeck',
  'office.signIn.lead':
    'Mostre a visualização ao vivo da sua apresentação neste slide: o código de acesso, os resultados ou a classificação. Na apresentação de slides, a sala acompanha os seus slides.',
  'office.signIn.otherDeck':
    'Este slide mostra uma apresentação do Crowdeck. Entre como o apresentador dela para mostrá-la aqui.',
  'office.signIn.button': 'Entrar no Crowdeck',
  'office.signIn.waiting': 'Conclua a entrada na janela que foi aberta…',
  'office.loading': 'Carregando a sua apresentação…',
  'office.choose.heading': 'O que este slide mostra',
  'office.choose.slide': 'Slide do Crowdeck',
  'office.choose.view': 'Visualização',
  'office.choose.save': 'Mostrar neste slide',
  'office.view.live': 'Acompanhar a tela grande',
  'office.view.join': 'Tela de acesso com QR code',
  'office.view.results': 'Resultados deste slide',
  'office.view.leaderboard': 'Classificação',
  'office.ready.summary':
    'Na apresentação de slides, a sala vai para o slide {{number}}: {{title}}',
  'office.ready.moved': 'A sala está no slide {{number}}.',
  'office.ready.change': 'Alterar',
  'office.signOut': 'Sair',
  'office.slideLabel': '{{number}}. {{title}}',
  'office.untitled': 'Slide sem título',
  'office.frameTitle': 'Visualização ao vivo de {{title}}',
  'office.problem.popupBlocked':
    'A janela de entrada foi bloqueada. Permita pop-ups para o PowerPoint e tente de novo.',
  'office.problem.dialogFailed': 'A janela de entrada não conseguiu concluir. Tente de novo.',
  'office.problem.network':
    'Não foi possível acessar o Crowdeck. Verifique a conexão e tente de novo.',
  'office.problem.revoked':
    'Este suplemento foi desconectado (o acesso dele foi revogado). Entre de novo.',
  'office.problem.saveFailed': 'O PowerPoint não guardou a escolha. Tente de novo.',
  'office.problem.moveFailed':
    'Não foi possível levar a sala a este slide. Mude pela tela de controle do Crowdeck.',
  'office.problem.embedMissing': 'A visualização ao vivo não está disponível neste servidor.',
  'dialog.heading': 'Conectar o PowerPoint ao Crowdeck',
  'dialog.lead':
    'Escolha a apresentação que este slide mostra. O suplemento pode ler os slides dela, mostrar a visualização ao vivo e avançar a sala, nada mais. Você pode revogá-lo na página Integrações.',
  'dialog.loading': 'Carregando as suas apresentações…',
  'dialog.none': 'Você ainda não tem apresentações. Crie uma no Crowdeck primeiro.',
  'dialog.slides_one': '{{count}} slide',
  'dialog.slides_other': '{{count}} slides',
  'dialog.cancel': 'Cancelar',
  'dialog.granting': 'Conectando…',
  'dialog.outside': 'Abra esta janela pelo suplemento do Crowdeck no PowerPoint.',
  'dialog.failed': 'Não funcionou. Tente de novo.',
  'dialog.outlook.heading': 'Conectar o Outlook ao Crowdeck',
  'dialog.outlook.lead':
    'Escolha a apresentação para a qual você está convidando. O suplemento pode ler o título e o código de acesso dela e gerar o QR code, nada mais. Você pode revogá-lo na página Integrações.',
};

const ar: TCatalogue = {
  'office.title': 'Crowdeck لـ PowerPoint',
  'office.starting': 'جارٍ الاتصال بـ PowerPoint…',
  'office.outside.text':
    'هذه الصفحة هي الوظيفة الإضافية Crowdeck لـ PowerPoint. تعمل داخل PowerPoint على شريحة بعد تثبيت الوظيفة الإضافية.',
  'office.outside.install': 'كيفية تثبيت الوظيفة الإضافية',
  'office.outside.open': 'فتح Crowdeck',
  'office.signIn.lead':
    'اعرض العرض المباشر لعرضك التقديمي على هذه الشريحة: رمز الانضمام أو النتائج أو لوحة الصدارة. في عرض الشرائح، تتبع القاعة شرائحك.',
  'office.signIn.otherDeck':
    'تعرض هذه الشريحة عرضًا تقديميًا من Crowdeck. سجّل الدخول بصفتك مقدّمه لعرضه هنا.',
  'office.signIn.button': 'تسجيل الدخول إلى Crowdeck',
  'office.signIn.waiting': 'أكمل تسجيل الدخول في النافذة التي فُتحت…',
  'office.loading': 'جارٍ تحميل عرضك التقديمي…',
  'office.choose.heading': 'ما تعرضه هذه الشريحة',
  'office.choose.slide': 'شريحة Crowdeck',
  'office.choose.view': 'العرض',
  'office.choose.save': 'اعرض على هذه الشريحة',
  'office.view.live': 'اتّباع الشاشة الكبيرة',
  'office.view.join': 'شاشة الانضمام مع رمز QR',
  'office.view.results': 'نتائج هذه الشريحة',
  'office.view.leaderboard': 'لوحة الصدارة',
  'office.ready.summary': 'في عرض الشرائح، تنتقل القاعة إلى الشريحة {{number}}: {{title}}',
  'office.ready.moved': 'القاعة على الشريحة {{number}}.',
  'office.ready.change': 'تغيير',
  'office.signOut': 'تسجيل الخروج',
  'office.slideLabel': '{{number}}. {{title}}',
  'office.untitled': 'شريحة بلا عنوان',
  'office.frameTitle': 'العرض المباشر لـ {{title}}',
  'office.problem.popupBlocked':
    'حُظرت نافذة تسجيل الدخول. اسمح بالنوافذ المنبثقة لـ PowerPoint ثم حاول مرة أخرى.',
  'office.problem.dialogFailed': 'تعذّر على نافذة تسجيل الدخول الإكمال. حاول مرة أخرى.',
  'office.problem.network': 'يتعذّر الوصول إلى Crowdeck. تحقّق من الاتصال ثم حاول مرة أخرى.',
  'office.problem.revoked': 'سُجّل خروج هذه الوظيفة الإضافية (أُلغي وصولها). سجّل الدخول مرة أخرى.',
  'office.problem.saveFailed': 'لم يحفظ PowerPoint الاختيار. حاول مرة أخرى.',
  'office.problem.moveFailed':
    'تعذّر نقل القاعة إلى هذه الشريحة. انقلها من شاشة التحكم في Crowdeck.',
  'office.problem.embedMissing': 'العرض المباشر غير متاح على هذا الخادم.',
  'dialog.heading': 'ربط PowerPoint بـ Crowdeck',
  'dialog.lead':
    'اختر العرض التقديمي الذي تعرضه هذه الشريحة. يمكن للوظيفة الإضافية قراءة شرائحه وعرض عرضه المباشر وتحريك قاعته، لا أكثر. يمكنك إلغاء ذلك من صفحة التكاملات.',
  'dialog.loading': 'جارٍ تحميل عروضك التقديمية…',
  'dialog.none': 'ليست لديك عروض تقديمية بعد. أنشئ واحدًا في Crowdeck أولًا.',
  'dialog.slides_zero': 'لا شرائح',
  'dialog.slides_one': 'شريحة واحدة',
  'dialog.slides_two': 'شريحتان',
  'dialog.slides_few': '{{count}} شرائح',
  'dialog.slides_many': '{{count}} شريحة',
  'dialog.slides_other': '{{count}} شريحة',
  'dialog.cancel': 'إلغاء',
  'dialog.granting': 'جارٍ الربط…',
  'dialog.outside': 'افتح هذه النافذة من الوظيفة الإضافية Crowdeck في PowerPoint.',
  'dialog.failed': 'لم ينجح ذلك. حاول مرة أخرى.',
  'dialog.outlook.heading': 'ربط Outlook بـ Crowdeck',
  'dialog.outlook.lead':
    'اختر العرض التقديمي الذي تدعو إليه. يمكن للوظيفة الإضافية قراءة عنوانه ورمز الانضمام وإنشاء رمز QR الخاص به، لا أكثر. يمكنك إلغاء ذلك من صفحة التكاملات.',
};

export const OFFICE_CATALOGUES = { en, de, es, fr, 'pt-BR': ptBR, ar } as const;

/** The pages' messages, and setting their language: Office's language, else the browser's. */
export const { i18n: officeI18n, setLanguage: setOfficeLanguage } =
  createHostI18n(OFFICE_CATALOGUES);
