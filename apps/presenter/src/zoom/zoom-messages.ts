import { createHostI18n } from '../i18n/host-i18n';

/**
 * Texts of the Zoom app's own pages, in the six languages; a small catalogue of their own, so
 * these pages load none of the presenter app's.
 */
const en = {
  'zoom.title': 'Crowdeck for Zoom',
  'zoom.starting': 'Connecting to Zoom…',
  'zoom.outside.text':
    'This page is part of the Crowdeck app for Zoom. It runs inside a Zoom meeting once the app is added to Zoom.',
  'zoom.outside.open': 'Open Crowdeck',
  'zoom.outside.install': 'How to add the app to Zoom',
  'zoom.mainClient.text':
    'Start or join a meeting, then open Crowdeck from the Apps button: the host shares a presentation and everyone joins from the panel.',
  'zoom.presenter.lead': 'Share a Crowdeck presentation with everyone in this meeting.',
  'zoom.presenter.signIn': 'Sign in and pick a presentation',
  'zoom.presenter.signingIn': 'Finish in the Crowdeck window…',
  'zoom.presenter.popupBlocked':
    'The sign-in window did not open. Allow pop-ups for this app, or open Crowdeck in your browser.',
  'zoom.presenter.presentation': 'Presentation: {{title}}',
  'zoom.presenter.share': 'Share to the meeting',
  'zoom.presenter.sharing': 'Sharing…',
  'zoom.presenter.shared':
    'Shared: everyone in the meeting got an invitation to open Crowdeck and joins from it.',
  'zoom.presenter.linkFailed': 'The meeting could not be linked to the presentation. Try again.',
  'zoom.presenter.inviteFailed':
    'The meeting is linked, but Zoom did not send the invitation. Participants can open Crowdeck from the Apps button.',
  'zoom.presenter.signedOut': 'This sign-in has ended. Sign in again to pick a presentation.',
  'zoom.presenter.change': 'Pick another presentation',
  'zoom.presenter.present': 'Open Crowdeck to present',
  'zoom.presenter.signOut': 'Sign out',
  'zoom.frameTitle': 'Live view of the presentation',
  'zoom.participant.join': 'Join the presentation',
  'zoom.participant.code': 'Code {{code}}',
  'zoom.participant.waiting':
    'The host has not shared a presentation in this meeting yet. It appears here once they do.',
  'zoom.participant.retry': 'Check again',
  'zoom.participant.failed': 'Crowdeck could not be reached. Check again in a moment.',
  'zoom.connect.heading': 'Pick the presentation for Zoom',
  'zoom.connect.lead':
    'The Zoom app gets this presentation only: its live view and its join code. You can revoke it under Integrations.',
  'zoom.connect.loading': 'Loading your presentations…',
  'zoom.connect.none': 'You have no presentations yet. Create one in Crowdeck first.',
  'zoom.connect.failed': 'Your presentations could not be loaded. Try again.',
  'zoom.connect.granting': 'Connecting…',
  'zoom.connect.cancel': 'Cancel',
  'zoom.connect.outside':
    'This window opens from the Crowdeck app in Zoom, to pick the presentation to share there.',
};

const de: typeof en = {
  'zoom.title': 'Crowdeck für Zoom',
  'zoom.starting': 'Verbindung mit Zoom wird hergestellt…',
  'zoom.outside.text':
    'Diese Seite gehört zur Crowdeck-App für Zoom. Sie läuft in einem Zoom-Meeting, sobald die App zu Zoom hinzugefügt ist.',
  'zoom.outside.open': 'Crowdeck öffnen',
  'zoom.outside.install': 'So fügen Sie die App zu Zoom hinzu',
  'zoom.mainClient.text':
    'Starten Sie ein Meeting oder nehmen Sie an einem teil und öffnen Sie Crowdeck über die Schaltfläche „Apps“: Der Host teilt eine Präsentation, alle nehmen über das Panel teil.',
  'zoom.presenter.lead': 'Teilen Sie eine Crowdeck-Präsentation mit allen in diesem Meeting.',
  'zoom.presenter.signIn': 'Anmelden und Präsentation wählen',
  'zoom.presenter.signingIn': 'Im Crowdeck-Fenster abschließen…',
  'zoom.presenter.popupBlocked':
    'Das Anmeldefenster hat sich nicht geöffnet. Erlauben Sie Pop-ups für diese App oder öffnen Sie Crowdeck im Browser.',
  'zoom.presenter.presentation': 'Präsentation: {{title}}',
  'zoom.presenter.share': 'Im Meeting teilen',
  'zoom.presenter.sharing': 'Wird geteilt…',
  'zoom.presenter.shared':
    'Geteilt: Alle im Meeting haben eine Einladung erhalten, Crowdeck zu öffnen, und nehmen darüber teil.',
  'zoom.presenter.linkFailed':
    'Das Meeting konnte nicht mit der Präsentation verknüpft werden. Versuchen Sie es erneut.',
  'zoom.presenter.inviteFailed':
    'Das Meeting ist verknüpft, aber Zoom hat die Einladung nicht gesendet. Teilnehmende können Crowdeck über „Apps“ öffnen.',
  'zoom.presenter.signedOut':
    'Diese Anmeldung ist abgelaufen. Melden Sie sich erneut an, um eine Präsentation zu wählen.',
  'zoom.presenter.change': 'Andere Präsentation wählen',
  'zoom.presenter.present': 'Crowdeck zum Präsentieren öffnen',
  'zoom.presenter.signOut': 'Abmelden',
  'zoom.frameTitle': 'Live-Ansicht der Präsentation',
  'zoom.participant.join': 'An der Präsentation teilnehmen',
  'zoom.participant.code': 'Code {{code}}',
  'zoom.participant.waiting':
    'Der Host hat in diesem Meeting noch keine Präsentation geteilt. Sie erscheint hier, sobald er es tut.',
  'zoom.participant.retry': 'Erneut prüfen',
  'zoom.participant.failed': 'Crowdeck ist nicht erreichbar. Prüfen Sie es gleich noch einmal.',
  'zoom.connect.heading': 'Präsentation für Zoom wählen',
  'zoom.connect.lead':
    'Die Zoom-App erhält nur diese Präsentation: ihre Live-Ansicht und ihren Teilnahmecode. Sie können das unter „Integrationen“ widerrufen.',
  'zoom.connect.loading': 'Ihre Präsentationen werden geladen…',
  'zoom.connect.none':
    'Sie haben noch keine Präsentationen. Erstellen Sie zuerst eine in Crowdeck.',
  'zoom.connect.failed':
    'Ihre Präsentationen konnten nicht geladen werden. Versuchen Sie es erneut.',
  'zoom.connect.granting': 'Wird verbunden…',
  'zoom.connect.cancel': 'Abbrechen',
  'zoom.connect.outside':
    'Dieses Fenster öffnet sich aus der Crowdeck-App in Zoom, um die dort zu teilende Präsentation zu wählen.',
};

const es: typeof en = {
  'zoom.title': 'Crowdeck para Zoom',
  'zoom.starting': 'Conectando con Zoom…',
  'zoom.outside.text':
    'Esta página forma parte de la app de Crowdeck para Zoom. Funciona dentro de una reunión de Zoom una vez añadida la app a Zoom.',
  'zoom.outside.open': 'Abrir Crowdeck',
  'zoom.outside.install': 'Cómo añadir la app a Zoom',
  'zoom.mainClient.text':
    'Inicia una reunión o únete a una y abre Crowdeck desde el botón Aplicaciones: el anfitrión comparte una presentación y todos se unen desde el panel.',
  'zoom.presenter.lead': 'Comparte una presentación de Crowdeck con todos en esta reunión.',
  'zoom.presenter.signIn': 'Inicia sesión y elige una presentación',
  'zoom.presenter.signingIn': 'Termina en la ventana de Crowdeck…',
  'zoom.presenter.popupBlocked':
    'La ventana de inicio de sesión no se abrió. Permite las ventanas emergentes para esta app o abre Crowdeck en tu navegador.',
  'zoom.presenter.presentation': 'Presentación: {{title}}',
  'zoom.presenter.share': 'Compartir en la reunión',
  'zoom.presenter.sharing': 'Compartiendo…',
  'zoom.presenter.shared':
    'Compartida: todos en la reunión recibieron una invitación para abrir Crowdeck y se unen desde ella.',
  'zoom.presenter.linkFailed':
    'No se pudo vincular la reunión con la presentación. Inténtalo de nuevo.',
  'zoom.presenter.inviteFailed':
    'La reunión está vinculada, pero Zoom no envió la invitación. Los participantes pueden abrir Crowdeck desde Aplicaciones.',
  'zoom.presenter.signedOut':
    'Este inicio de sesión ha terminado. Vuelve a iniciar sesión para elegir una presentación.',
  'zoom.presenter.change': 'Elegir otra presentación',
  'zoom.presenter.present': 'Abrir Crowdeck para presentar',
  'zoom.presenter.signOut': 'Cerrar sesión',
  'zoom.frameTitle': 'Vista en directo de la presentación',
  'zoom.participant.join': 'Unirse a la presentación',
  'zoom.participant.code': 'Código {{code}}',
  'zoom.participant.waiting':
    'El anfitrión aún no ha compartido una presentación en esta reunión. Aparecerá aquí cuando lo haga.',
  'zoom.participant.retry': 'Comprobar de nuevo',
  'zoom.participant.failed': 'No se pudo contactar con Crowdeck. Comprueba de nuevo en un momento.',
  'zoom.connect.heading': 'Elige la presentación para Zoom',
  'zoom.connect.lead':
    'La app de Zoom solo recibe esta presentación: su vista en directo y su código de acceso. Puedes revocarlo en Integraciones.',
  'zoom.connect.loading': 'Cargando tus presentaciones…',
  'zoom.connect.none': 'Aún no tienes presentaciones. Crea una en Crowdeck primero.',
  'zoom.connect.failed': 'No se pudieron cargar tus presentaciones. Inténtalo de nuevo.',
  'zoom.connect.granting': 'Conectando…',
  'zoom.connect.cancel': 'Cancelar',
  'zoom.connect.outside':
    'Esta ventana se abre desde la app de Crowdeck en Zoom para elegir la presentación que se compartirá allí.',
};

const fr: typeof en = {
  'zoom.title': 'Crowdeck pour Zoom',
  'zoom.starting': 'Connexion à Zoom…',
  'zoom.outside.text':
    'Cette page fait partie de l’app Crowdeck pour Zoom. Elle fonctionne dans une réunion Zoom une fois l’app ajoutée à Zoom.',
  'zoom.outside.open': 'Ouvrir Crowdeck',
  'zoom.outside.install': 'Comment ajouter l’app à Zoom',
  'zoom.mainClient.text':
    'Démarrez ou rejoignez une réunion, puis ouvrez Crowdeck depuis le bouton Applications : l’hôte partage une présentation et chacun participe depuis le panneau.',
  'zoom.presenter.lead':
    'Partagez une présentation Crowdeck avec tous les participants de cette réunion.',
  'zoom.presenter.signIn': 'Se connecter et choisir une présentation',
  'zoom.presenter.signingIn': 'Terminez dans la fenêtre Crowdeck…',
  'zoom.presenter.popupBlocked':
    'La fenêtre de connexion ne s’est pas ouverte. Autorisez les fenêtres surgissantes pour cette app, ou ouvrez Crowdeck dans votre navigateur.',
  'zoom.presenter.presentation': 'Présentation : {{title}}',
  'zoom.presenter.share': 'Partager dans la réunion',
  'zoom.presenter.sharing': 'Partage…',
  'zoom.presenter.shared':
    'Partagée : chaque participant a reçu une invitation à ouvrir Crowdeck et rejoint la présentation depuis celle-ci.',
  'zoom.presenter.linkFailed': 'La réunion n’a pas pu être liée à la présentation. Réessayez.',
  'zoom.presenter.inviteFailed':
    'La réunion est liée, mais Zoom n’a pas envoyé l’invitation. Les participants peuvent ouvrir Crowdeck depuis Applications.',
  'zoom.presenter.signedOut':
    'Cette connexion a expiré. Reconnectez-vous pour choisir une présentation.',
  'zoom.presenter.change': 'Choisir une autre présentation',
  'zoom.presenter.present': 'Ouvrir Crowdeck pour présenter',
  'zoom.presenter.signOut': 'Se déconnecter',
  'zoom.frameTitle': 'Vue en direct de la présentation',
  'zoom.participant.join': 'Rejoindre la présentation',
  'zoom.participant.code': 'Code {{code}}',
  'zoom.participant.waiting':
    'L’hôte n’a pas encore partagé de présentation dans cette réunion. Elle apparaîtra ici dès qu’il l’aura fait.',
  'zoom.participant.retry': 'Vérifier à nouveau',
  'zoom.participant.failed': 'Crowdeck est injoignable. Vérifiez à nouveau dans un instant.',
  'zoom.connect.heading': 'Choisir la présentation pour Zoom',
  'zoom.connect.lead':
    'L’app Zoom n’obtient que cette présentation : sa vue en direct et son code d’accès. Vous pouvez la révoquer dans Intégrations.',
  'zoom.connect.loading': 'Chargement de vos présentations…',
  'zoom.connect.none':
    'Vous n’avez pas encore de présentation. Créez-en une dans Crowdeck d’abord.',
  'zoom.connect.failed': 'Vos présentations n’ont pas pu être chargées. Réessayez.',
  'zoom.connect.granting': 'Connexion…',
  'zoom.connect.cancel': 'Annuler',
  'zoom.connect.outside':
    'Cette fenêtre s’ouvre depuis l’app Crowdeck dans Zoom, pour choisir la présentation à y partager.',
};

const ptBR: typeof en = {
  'zoom.title': 'Crowdeck para Zoom',
  'zoom.starting': 'Conectando ao Zoom…',
  'zoom.outside.text':
    'Esta página faz parte do app Crowdeck para Zoom. Ela funciona dentro de uma reunião do Zoom depois que o app é adicionado ao Zoom.',
  'zoom.outside.open': 'Abrir o Crowdeck',
  'zoom.outside.install': 'Como adicionar o app ao Zoom',
  'zoom.mainClient.text':
    'Inicie ou entre em uma reunião e abra o Crowdeck pelo botão Aplicativos: o anfitrião compartilha uma apresentação e todos participam pelo painel.',
  'zoom.presenter.lead': 'Compartilhe uma apresentação do Crowdeck com todos nesta reunião.',
  'zoom.presenter.signIn': 'Entrar e escolher uma apresentação',
  'zoom.presenter.signingIn': 'Conclua na janela do Crowdeck…',
  'zoom.presenter.popupBlocked':
    'A janela de login não abriu. Permita pop-ups para este app ou abra o Crowdeck no navegador.',
  'zoom.presenter.presentation': 'Apresentação: {{title}}',
  'zoom.presenter.share': 'Compartilhar na reunião',
  'zoom.presenter.sharing': 'Compartilhando…',
  'zoom.presenter.shared':
    'Compartilhada: todos na reunião receberam um convite para abrir o Crowdeck e participam por ele.',
  'zoom.presenter.linkFailed':
    'Não foi possível vincular a reunião à apresentação. Tente novamente.',
  'zoom.presenter.inviteFailed':
    'A reunião está vinculada, mas o Zoom não enviou o convite. Os participantes podem abrir o Crowdeck pelo botão Aplicativos.',
  'zoom.presenter.signedOut': 'Este login expirou. Entre novamente para escolher uma apresentação.',
  'zoom.presenter.change': 'Escolher outra apresentação',
  'zoom.presenter.present': 'Abrir o Crowdeck para apresentar',
  'zoom.presenter.signOut': 'Sair',
  'zoom.frameTitle': 'Visualização ao vivo da apresentação',
  'zoom.participant.join': 'Participar da apresentação',
  'zoom.participant.code': 'Código {{code}}',
  'zoom.participant.waiting':
    'O anfitrião ainda não compartilhou uma apresentação nesta reunião. Ela aparece aqui assim que ele compartilhar.',
  'zoom.participant.retry': 'Verificar novamente',
  'zoom.participant.failed':
    'Não foi possível acessar o Crowdeck. Verifique novamente em instantes.',
  'zoom.connect.heading': 'Escolha a apresentação para o Zoom',
  'zoom.connect.lead':
    'O app do Zoom recebe somente esta apresentação: sua visualização ao vivo e seu código de acesso. Você pode revogar isso em Integrações.',
  'zoom.connect.loading': 'Carregando suas apresentações…',
  'zoom.connect.none': 'Você ainda não tem apresentações. Crie uma no Crowdeck primeiro.',
  'zoom.connect.failed': 'Não foi possível carregar suas apresentações. Tente novamente.',
  'zoom.connect.granting': 'Conectando…',
  'zoom.connect.cancel': 'Cancelar',
  'zoom.connect.outside':
    'Esta janela abre a partir do app Crowdeck no Zoom, para escolher a apresentação a compartilhar lá.',
};

const ar: typeof en = {
  'zoom.title': 'Crowdeck لـ Zoom',
  'zoom.starting': 'جارٍ الاتصال بـ Zoom…',
  'zoom.outside.text':
    'هذه الصفحة جزء من تطبيق Crowdeck لـ Zoom. تعمل داخل اجتماع Zoom بعد إضافة التطبيق إلى Zoom.',
  'zoom.outside.open': 'افتح Crowdeck',
  'zoom.outside.install': 'كيفية إضافة التطبيق إلى Zoom',
  'zoom.mainClient.text':
    'ابدأ اجتماعًا أو انضم إلى اجتماع، ثم افتح Crowdeck من زر التطبيقات: يشارك المضيف عرضًا تقديميًا وينضم الجميع من اللوحة.',
  'zoom.presenter.lead': 'شارك عرضًا تقديميًا من Crowdeck مع كل من في هذا الاجتماع.',
  'zoom.presenter.signIn': 'سجّل الدخول واختر عرضًا تقديميًا',
  'zoom.presenter.signingIn': 'أكمل في نافذة Crowdeck…',
  'zoom.presenter.popupBlocked':
    'لم تُفتح نافذة تسجيل الدخول. اسمح بالنوافذ المنبثقة لهذا التطبيق أو افتح Crowdeck في متصفحك.',
  'zoom.presenter.presentation': 'العرض التقديمي: {{title}}',
  'zoom.presenter.share': 'شارك في الاجتماع',
  'zoom.presenter.sharing': 'جارٍ المشاركة…',
  'zoom.presenter.shared': 'تمت المشاركة: تلقى كل من في الاجتماع دعوة لفتح Crowdeck والانضمام منه.',
  'zoom.presenter.linkFailed': 'تعذّر ربط الاجتماع بالعرض التقديمي. حاول مرة أخرى.',
  'zoom.presenter.inviteFailed':
    'تم ربط الاجتماع، لكن Zoom لم يرسل الدعوة. يمكن للمشاركين فتح Crowdeck من زر التطبيقات.',
  'zoom.presenter.signedOut': 'انتهى تسجيل الدخول هذا. سجّل الدخول مرة أخرى لاختيار عرض تقديمي.',
  'zoom.presenter.change': 'اختر عرضًا تقديميًا آخر',
  'zoom.presenter.present': 'افتح Crowdeck لتقديم العرض',
  'zoom.presenter.signOut': 'تسجيل الخروج',
  'zoom.frameTitle': 'العرض المباشر للعرض التقديمي',
  'zoom.participant.join': 'انضم إلى العرض التقديمي',
  'zoom.participant.code': 'الرمز {{code}}',
  'zoom.participant.waiting':
    'لم يشارك المضيف عرضًا تقديميًا في هذا الاجتماع بعد. سيظهر هنا عندما يفعل.',
  'zoom.participant.retry': 'تحقّق مرة أخرى',
  'zoom.participant.failed': 'تعذّر الوصول إلى Crowdeck. تحقّق مرة أخرى بعد قليل.',
  'zoom.connect.heading': 'اختر العرض التقديمي لـ Zoom',
  'zoom.connect.lead':
    'يحصل تطبيق Zoom على هذا العرض التقديمي فقط: عرضه المباشر ورمز الانضمام إليه. يمكنك إلغاء ذلك من صفحة التكاملات.',
  'zoom.connect.loading': 'جارٍ تحميل عروضك التقديمية…',
  'zoom.connect.none': 'ليس لديك عروض تقديمية بعد. أنشئ عرضًا في Crowdeck أولًا.',
  'zoom.connect.failed': 'تعذّر تحميل عروضك التقديمية. حاول مرة أخرى.',
  'zoom.connect.granting': 'جارٍ الاتصال…',
  'zoom.connect.cancel': 'إلغاء',
  'zoom.connect.outside':
    'تُفتح هذه النافذة من تطبيق Crowdeck في Zoom لاختيار العرض التقديمي الذي ستتم مشاركته هناك.',
};

export const ZOOM_CATALOGUES = { en, de, es, fr, 'pt-BR': ptBR, ar } as const;

/** The pages' messages, and setting their language: the browser's language. */
export const { i18n: zoomI18n, setLanguage: setZoomLanguage } = createHostI18n(ZOOM_CATALOGUES);
