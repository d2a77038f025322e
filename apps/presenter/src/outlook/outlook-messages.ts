import { createHostI18n } from '../i18n/host-i18n';

/**
 * Texts of the Outlook task pane and of the block it writes into invitations, in the six
 * languages; a small catalogue of their own, so the pane loads none of the presenter app's.
 */
const en = {
  'outlook.title': 'Crowdeck for Outlook',
  'outlook.starting': 'Connecting to Outlook…',
  'outlook.outside.text':
    'This page is the Crowdeck add-in for Outlook. Once the add-in is installed, it opens from the Crowdeck button while you write a meeting invitation.',
  'outlook.outside.install': 'How to install the add-in',
  'outlook.outside.open': 'Open Crowdeck',
  'outlook.signIn.lead':
    "Add a presentation's join link, code and QR code to this invitation, so attendees can take part from their phones.",
  'outlook.signIn.button': 'Sign in to Crowdeck',
  'outlook.signIn.waiting': 'Finish signing in in the window that opened…',
  'outlook.ready.presentation': 'Presentation',
  'outlook.ready.location': 'Also make the join link the meeting location',
  'outlook.ready.insert': 'Add to the invitation',
  'outlook.ready.change': 'Choose another presentation',
  'outlook.inserting': 'Adding to the invitation…',
  'outlook.done': 'Added to the invitation, where the cursor was.',
  'outlook.done.again': 'Add it again',
  'outlook.signOut': 'Sign out',
  'outlook.problem.popupBlocked':
    'The sign-in window was blocked. Allow pop-ups for Outlook and try again.',
  'outlook.problem.dialogFailed': 'The sign-in window could not finish. Try again.',
  'outlook.problem.network': 'Crowdeck cannot be reached. Check the connection and try again.',
  'outlook.problem.revoked': 'This add-in was signed out (its access was revoked). Sign in again.',
  'outlook.problem.notMeeting': 'Open a meeting invitation you are writing, then try again.',
  'outlook.problem.insertFailed':
    'Outlook did not take the text. Click into the invitation and try again.',
  'invitation.heading': 'Join the live presentation',
  'invitation.joinAt': 'Join at',
  'invitation.code': 'Code:',
  'invitation.qrAlt': 'QR code to join the presentation',
} as const;

type TOutlookKey = keyof typeof en;
type TCatalogue = Record<TOutlookKey, string>;

const de: TCatalogue = {
  'outlook.title': 'Crowdeck für Outlook',
  'outlook.starting': 'Verbindung zu Outlook wird hergestellt…',
  'outlook.outside.text':
    'Diese Seite ist das Crowdeck-Add-in für Outlook. Sobald es installiert ist, öffnet es sich über die Crowdeck-Schaltfläche, während du eine Besprechungseinladung schreibst.',
  'outlook.outside.install': 'So installierst du das Add-in',
  'outlook.outside.open': 'Crowdeck öffnen',
  'outlook.signIn.lead':
    'Füge Beitrittslink, Code und QR-Code einer Präsentation in diese Einladung ein, damit die Teilnehmenden per Handy mitmachen können.',
  'outlook.signIn.button': 'Bei Crowdeck anmelden',
  'outlook.signIn.waiting': 'Schließ die Anmeldung im geöffneten Fenster ab…',
  'outlook.ready.presentation': 'Präsentation',
  'outlook.ready.location': 'Beitrittslink auch als Ort der Besprechung eintragen',
  'outlook.ready.insert': 'In die Einladung einfügen',
  'outlook.ready.change': 'Andere Präsentation wählen',
  'outlook.inserting': 'Wird in die Einladung eingefügt…',
  'outlook.done': 'An der Cursorposition in die Einladung eingefügt.',
  'outlook.done.again': 'Erneut einfügen',
  'outlook.signOut': 'Abmelden',
  'outlook.problem.popupBlocked':
    'Das Anmeldefenster wurde blockiert. Erlaube Pop-ups für Outlook und versuche es erneut.',
  'outlook.problem.dialogFailed':
    'Das Anmeldefenster konnte nicht abschließen. Versuche es erneut.',
  'outlook.problem.network':
    'Crowdeck ist nicht erreichbar. Prüfe die Verbindung und versuche es erneut.',
  'outlook.problem.revoked':
    'Dieses Add-in wurde abgemeldet (sein Zugriff wurde widerrufen). Melde dich erneut an.',
  'outlook.problem.notMeeting':
    'Öffne eine Besprechungseinladung, die du gerade schreibst, und versuche es erneut.',
  'outlook.problem.insertFailed':
    'Outlook hat den Text nicht übernommen. Klicke in die Einladung und versuche es erneut.',
  'invitation.heading': 'Nimm an der Live-Präsentation teil',
  'invitation.joinAt': 'Beitreten unter',
  'invitation.code': 'Code:',
  'invitation.qrAlt': 'QR-Code zum Beitreten der Präsentation',
};

const es: TCatalogue = {
  'outlook.title': 'Crowdeck para Outlook',
  'outlook.starting': 'Conectando con Outlook…',
  'outlook.outside.text':
    'Esta página es el complemento de Crowdeck para Outlook. Una vez instalado, se abre con el botón de Crowdeck mientras escribes una convocatoria de reunión.',
  'outlook.outside.install': 'Cómo instalar el complemento',
  'outlook.outside.open': 'Abrir Crowdeck',
  'outlook.signIn.lead':
    'Añade el enlace de acceso, el código y el código QR de una presentación a esta convocatoria, para que los asistentes participen desde el móvil.',
  'outlook.signIn.button': 'Iniciar sesión en Crowdeck',
  'outlook.signIn.waiting': 'Termina de iniciar sesión en la ventana que se abrió…',
  'outlook.ready.presentation': 'Presentación',
  'outlook.ready.location': 'Usar también el enlace de acceso como ubicación de la reunión',
  'outlook.ready.insert': 'Añadir a la convocatoria',
  'outlook.ready.change': 'Elegir otra presentación',
  'outlook.inserting': 'Añadiendo a la convocatoria…',
  'outlook.done': 'Añadido a la convocatoria, donde estaba el cursor.',
  'outlook.done.again': 'Añadirlo otra vez',
  'outlook.signOut': 'Cerrar sesión',
  'outlook.problem.popupBlocked':
    'Se bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes para Outlook y vuelve a intentarlo.',
  'outlook.problem.dialogFailed':
    'La ventana de inicio de sesión no pudo terminar. Vuelve a intentarlo.',
  'outlook.problem.network':
    'No se puede acceder a Crowdeck. Comprueba la conexión y vuelve a intentarlo.',
  'outlook.problem.revoked':
    'Se cerró la sesión de este complemento (se revocó su acceso). Vuelve a iniciar sesión.',
  'outlook.problem.notMeeting':
    'Abre una convocatoria de reunión que estés escribiendo y vuelve a intentarlo.',
  'outlook.problem.insertFailed':
    'Outlook no aceptó el texto. Haz clic en la convocatoria y vuelve a intentarlo.',
  'invitation.heading': 'Participa en la presentación en directo',
  'invitation.joinAt': 'Accede en',
  'invitation.code': 'Código:',
  'invitation.qrAlt': 'Código QR para acceder a la presentación',
};

const fr: TCatalogue = {
  'outlook.title': 'Crowdeck pour Outlook',
  'outlook.starting': 'Connexion à Outlook…',
  'outlook.outside.text':
    'Cette page est le complément Crowdeck pour Outlook. Une fois installé, il s’ouvre avec le bouton Crowdeck pendant que vous rédigez une invitation à une réunion.',
  'outlook.outside.install': 'Comment installer le complément',
  'outlook.outside.open': 'Ouvrir Crowdeck',
  'outlook.signIn.lead':
    'Ajoutez le lien d’accès, le code et le QR code d’une présentation à cette invitation, pour que les participants rejoignent depuis leur téléphone.',
  'outlook.signIn.button': 'Se connecter à Crowdeck',
  'outlook.signIn.waiting': 'Terminez la connexion dans la fenêtre qui s’est ouverte…',
  'outlook.ready.presentation': 'Présentation',
  'outlook.ready.location': 'Mettre aussi le lien d’accès comme lieu de la réunion',
  'outlook.ready.insert': 'Ajouter à l’invitation',
  'outlook.ready.change': 'Choisir une autre présentation',
  'outlook.inserting': 'Ajout à l’invitation…',
  'outlook.done': 'Ajouté à l’invitation, à la position du curseur.',
  'outlook.done.again': 'L’ajouter à nouveau',
  'outlook.signOut': 'Se déconnecter',
  'outlook.problem.popupBlocked':
    'La fenêtre de connexion a été bloquée. Autorisez les fenêtres pop-up pour Outlook et réessayez.',
  'outlook.problem.dialogFailed': 'La fenêtre de connexion n’a pas pu aboutir. Réessayez.',
  'outlook.problem.network': 'Crowdeck est injoignable. Vérifiez la connexion et réessayez.',
  'outlook.problem.revoked':
    'Ce complément a été déconnecté (son accès a été révoqué). Connectez-vous à nouveau.',
  'outlook.problem.notMeeting':
    'Ouvrez une invitation à une réunion que vous rédigez, puis réessayez.',
  'outlook.problem.insertFailed':
    'Outlook n’a pas accepté le texte. Cliquez dans l’invitation et réessayez.',
  'invitation.heading': 'Rejoignez la présentation en direct',
  'invitation.joinAt': 'Rejoindre sur',
  'invitation.code': 'Code :',
  'invitation.qrAlt': 'QR code pour rejoindre la présentation',
};

const ptBR: TCatalogue = {
  'outlook.title': 'Crowdeck para Outlook',
  'outlook.starting': 'Conectando ao Outlook…',
  'outlook.outside.text':
    'Esta página é o suplemento do Crowdeck para Outlook. Depois de instalado, ele abre pelo botão do Crowdeck enquanto você escreve um convite de reunião.',
  'outlook.outside.install': 'Como instalar o suplemento',
  'outlook.outside.open': 'Abrir o Crowdeck',
  'outlook.signIn.lead':
    'Adicione o link de acesso, o código e o QR code de uma apresentação a este convite, para que os participantes entrem pelo celular.',
  'outlook.signIn.button': 'Entrar no Crowdeck',
  'outlook.signIn.waiting': 'Conclua a entrada na janela que foi aberta…',
  'outlook.ready.presentation': 'Apresentação',
  'outlook.ready.location': 'Usar também o link de acesso como local da reunião',
  'outlook.ready.insert': 'Adicionar ao convite',
  'outlook.ready.change': 'Escolher outra apresentação',
  'outlook.inserting': 'Adicionando ao convite…',
  'outlook.done': 'Adicionado ao convite, onde estava o cursor.',
  'outlook.done.again': 'Adicionar de novo',
  'outlook.signOut': 'Sair',
  'outlook.problem.popupBlocked':
    'A janela de entrada foi bloqueada. Permita pop-ups para o Outlook e tente de novo.',
  'outlook.problem.dialogFailed': 'A janela de entrada não conseguiu concluir. Tente de novo.',
  'outlook.problem.network':
    'Não foi possível acessar o Crowdeck. Verifique a conexão e tente de novo.',
  'outlook.problem.revoked':
    'Este suplemento foi desconectado (o acesso dele foi revogado). Entre de novo.',
  'outlook.problem.notMeeting':
    'Abra um convite de reunião que você está escrevendo e tente de novo.',
  'outlook.problem.insertFailed':
    'O Outlook não aceitou o texto. Clique no convite e tente de novo.',
  'invitation.heading': 'Participe da apresentação ao vivo',
  'invitation.joinAt': 'Entre em',
  'invitation.code': 'Código:',
  'invitation.qrAlt': 'QR code para entrar na apresentação',
};

const ar: TCatalogue = {
  'outlook.title': 'Crowdeck لـ Outlook',
  'outlook.starting': 'جارٍ الاتصال بـ Outlook…',
  'outlook.outside.text':
    'هذه الصفحة هي الوظيفة الإضافية Crowdeck لـ Outlook. بعد تثبيتها، تُفتح من زر Crowdeck أثناء كتابة دعوة اجتماع.',
  'outlook.outside.install': 'كيفية تثبيت الوظيفة الإضافية',
  'outlook.outside.open': 'فتح Crowdeck',
  'outlook.signIn.lead':
    'أضف رابط الانضمام إلى عرض تقديمي ورمزه ورمز QR الخاص به إلى هذه الدعوة، ليشارك الحضور من هواتفهم.',
  'outlook.signIn.button': 'تسجيل الدخول إلى Crowdeck',
  'outlook.signIn.waiting': 'أكمل تسجيل الدخول في النافذة التي فُتحت…',
  'outlook.ready.presentation': 'العرض التقديمي',
  'outlook.ready.location': 'اجعل رابط الانضمام أيضًا موقع الاجتماع',
  'outlook.ready.insert': 'أضف إلى الدعوة',
  'outlook.ready.change': 'اختر عرضًا تقديميًا آخر',
  'outlook.inserting': 'جارٍ الإضافة إلى الدعوة…',
  'outlook.done': 'أُضيف إلى الدعوة في موضع المؤشر.',
  'outlook.done.again': 'أضفه مرة أخرى',
  'outlook.signOut': 'تسجيل الخروج',
  'outlook.problem.popupBlocked':
    'حُظرت نافذة تسجيل الدخول. اسمح بالنوافذ المنبثقة لـ Outlook ثم حاول مرة أخرى.',
  'outlook.problem.dialogFailed': 'تعذّر على نافذة تسجيل الدخول الإكمال. حاول مرة أخرى.',
  'outlook.problem.network': 'يتعذّر الوصول إلى Crowdeck. تحقّق من الاتصال ثم حاول مرة أخرى.',
  'outlook.problem.revoked': 'سُجّل خروج هذه الوظيفة الإضافية (أُلغي وصولها). سجّل الدخول مرة أخرى.',
  'outlook.problem.notMeeting': 'افتح دعوة اجتماع تكتبها، ثم حاول مرة أخرى.',
  'outlook.problem.insertFailed': 'لم يقبل Outlook النص. انقر داخل الدعوة ثم حاول مرة أخرى.',
  'invitation.heading': 'انضم إلى العرض التقديمي المباشر',
  'invitation.joinAt': 'انضم عبر',
  'invitation.code': 'الرمز:',
  'invitation.qrAlt': 'رمز QR للانضمام إلى العرض التقديمي',
};

export const OUTLOOK_CATALOGUES = { en, de, es, fr, 'pt-BR': ptBR, ar } as const;

/** The pane's messages, and setting their language: Office's language, else the browser's. */
export const { i18n: outlookI18n, setLanguage: setOutlookLanguage } =
  createHostI18n(OUTLOOK_CATALOGUES);
