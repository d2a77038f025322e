import { createHostI18n } from '../i18n/host-i18n';

/**
 * Texts of the Teams app's own pages, in the six languages; a small catalogue of their own, so
 * these pages load none of the presenter app's.
 */
const en = {
  'teams.title': 'Crowdeck for Microsoft Teams',
  'teams.starting': 'Connecting to Teams…',
  'teams.outside.text':
    'This page is part of the Crowdeck app for Microsoft Teams. It runs inside a Teams meeting once the app is added to it.',
  'teams.outside.open': 'Open Crowdeck',
  'teams.outside.install': 'How to add the app to Teams',
  'teams.missing.text':
    'No presentation is linked to this tab yet. Remove the app from the meeting and add it again to pick one.',
  'teams.stage.frameTitle': 'Live view of the presentation',
  'teams.config.heading': 'Show a Crowdeck presentation in this meeting',
  'teams.config.lead':
    'In Crowdeck, open the presentation in the editor, choose Share / Embed and copy a link. Paste it here, then select Save.',
  'teams.config.label': 'Embed link',
  'teams.config.ready': 'Ready: select Save.',
  'teams.config.invalid':
    'This is not an embed link of this Crowdeck server. Copy one from Share / Embed in the presentation.',
  'teams.panel.share': 'Show on the meeting stage',
  'teams.panel.sharing': 'Sharing…',
  'teams.panel.shared': 'The live view is on the meeting stage.',
  'teams.panel.shareFailed':
    'Teams did not share the live view. Use Share to stage at the top of this panel instead.',
  'teams.panel.present': 'Open Crowdeck to present',
  'teams.panel.frameTitle': 'Join the presentation',
  'teams.personal.text':
    'Crowdeck runs your presentations in Teams meetings: in a meeting, select Apps, add Crowdeck and paste the embed link of a presentation. Everyone in the meeting joins from the side panel; the live view can go on the meeting stage.',
  'teams.panel.join': 'Join from this computer',
  'teams.auth.heading': 'Sign in to present from Teams',
  'teams.auth.lead':
    'Pick the presentation to control from the meeting’s side panel. The panel can reach this presentation only, and you can revoke it on the Integrations page.',
  'teams.auth.loading': 'Loading your presentations…',
  'teams.auth.none': 'You have no presentations yet. Create one in Crowdeck first.',
  'teams.auth.granting': 'Connecting…',
  'teams.auth.slides': 'Slides: {{count}}',
  'teams.auth.cancel': 'Cancel',
  'teams.auth.failed': 'That did not work. Try again.',
  'teams.auth.outside': 'Open this window from the Crowdeck app’s side panel in Teams.',
  'teams.control.heading': 'Present from this panel',
  'teams.control.signInLead':
    'Sign in to move the slides, start questions and show results from here.',
  'teams.control.signIn': 'Sign in to present',
  'teams.control.signingIn': 'Waiting for the sign-in window…',
  'teams.control.signInFailed':
    'Sign-in did not finish. Allow pop-ups for this page and try again.',
  'teams.control.slide': 'Slide {{number}} of {{count}}: {{title}}',
  'teams.control.untitled': '(no title)',
  'teams.control.noSlide': 'The join screen is showing.',
  'teams.control.joined': 'Joined: {{count}}',
  'teams.control.responses': 'Answers: {{count}}',
  'teams.control.code': 'Code: {{code}}',
  'teams.control.ended': 'This session has ended. Start a new one in Crowdeck.',
  'teams.control.previous': 'Previous',
  'teams.control.next': 'Next',
  'teams.control.start': 'Start the question',
  'teams.control.showResults': 'Show results',
  'teams.control.hideResults': 'Hide results',
  'teams.control.signOut': 'Sign out',
  'teams.control.actionFailed': 'That did not work. Try again.',
  'teams.control.readFailed': 'Crowdeck cannot be reached. The panel keeps trying.',
};

const de: typeof en = {
  'teams.title': 'Crowdeck für Microsoft Teams',
  'teams.starting': 'Verbindung mit Teams wird hergestellt…',
  'teams.outside.text':
    'Diese Seite gehört zur Crowdeck-App für Microsoft Teams. Sie läuft in einer Teams-Besprechung, sobald die App hinzugefügt wurde.',
  'teams.outside.open': 'Crowdeck öffnen',
  'teams.outside.install': 'So fügst du die App zu Teams hinzu',
  'teams.missing.text':
    'Mit diesem Tab ist noch keine Präsentation verknüpft. Entferne die App aus der Besprechung und füge sie erneut hinzu, um eine auszuwählen.',
  'teams.stage.frameTitle': 'Live-Ansicht der Präsentation',
  'teams.config.heading': 'Eine Crowdeck-Präsentation in dieser Besprechung zeigen',
  'teams.config.lead':
    'Öffne die Präsentation in Crowdeck im Editor, wähle Teilen / Einbetten und kopiere einen Link. Füge ihn hier ein und wähle dann Speichern.',
  'teams.config.label': 'Einbettungslink',
  'teams.config.ready': 'Bereit: Wähle Speichern.',
  'teams.config.invalid':
    'Das ist kein Einbettungslink dieses Crowdeck-Servers. Kopiere einen unter Teilen / Einbetten in der Präsentation.',
  'teams.panel.share': 'Auf der Besprechungsbühne zeigen',
  'teams.panel.sharing': 'Wird geteilt…',
  'teams.panel.shared': 'Die Live-Ansicht ist auf der Besprechungsbühne.',
  'teams.panel.shareFailed':
    'Teams hat die Live-Ansicht nicht geteilt. Verwende stattdessen „Auf der Bühne teilen“ oben in diesem Bereich.',
  'teams.panel.present': 'Crowdeck zum Präsentieren öffnen',
  'teams.panel.frameTitle': 'An der Präsentation teilnehmen',
  'teams.personal.text':
    'Crowdeck bringt deine Präsentationen in Teams-Besprechungen: Wähle in einer Besprechung Apps, füge Crowdeck hinzu und füge den Einbettungslink einer Präsentation ein. Alle in der Besprechung nehmen über den Seitenbereich teil; die Live-Ansicht kann auf die Besprechungsbühne.',
  'teams.panel.join': 'Von diesem Computer teilnehmen',
  'teams.auth.heading': 'Anmelden, um aus Teams zu präsentieren',
  'teams.auth.lead':
    'Wähle die Präsentation, die du im Seitenbereich der Besprechung steuerst. Der Bereich erreicht nur diese Präsentation; du kannst den Zugriff auf der Seite Integrationen widerrufen.',
  'teams.auth.loading': 'Deine Präsentationen werden geladen…',
  'teams.auth.none': 'Du hast noch keine Präsentationen. Erstelle zuerst eine in Crowdeck.',
  'teams.auth.granting': 'Wird verbunden…',
  'teams.auth.slides': 'Folien: {{count}}',
  'teams.auth.cancel': 'Abbrechen',
  'teams.auth.failed': 'Das hat nicht geklappt. Versuche es erneut.',
  'teams.auth.outside': 'Öffne dieses Fenster aus dem Seitenbereich der Crowdeck-App in Teams.',
  'teams.control.heading': 'Aus diesem Bereich präsentieren',
  'teams.control.signInLead':
    'Melde dich an, um von hier Folien zu wechseln, Fragen zu starten und Ergebnisse zu zeigen.',
  'teams.control.signIn': 'Zum Präsentieren anmelden',
  'teams.control.signingIn': 'Warte auf das Anmeldefenster…',
  'teams.control.signInFailed':
    'Die Anmeldung wurde nicht abgeschlossen. Erlaube Pop-ups für diese Seite und versuche es erneut.',
  'teams.control.slide': 'Folie {{number}} von {{count}}: {{title}}',
  'teams.control.untitled': '(ohne Titel)',
  'teams.control.noSlide': 'Der Beitrittsbildschirm wird gezeigt.',
  'teams.control.joined': 'Beigetreten: {{count}}',
  'teams.control.responses': 'Antworten: {{count}}',
  'teams.control.code': 'Code: {{code}}',
  'teams.control.ended': 'Diese Sitzung ist beendet. Starte in Crowdeck eine neue.',
  'teams.control.previous': 'Zurück',
  'teams.control.next': 'Weiter',
  'teams.control.start': 'Frage starten',
  'teams.control.showResults': 'Ergebnisse zeigen',
  'teams.control.hideResults': 'Ergebnisse ausblenden',
  'teams.control.signOut': 'Abmelden',
  'teams.control.actionFailed': 'Das hat nicht geklappt. Versuche es erneut.',
  'teams.control.readFailed': 'Crowdeck ist nicht erreichbar. Der Bereich versucht es weiter.',
};

const es: typeof en = {
  'teams.title': 'Crowdeck para Microsoft Teams',
  'teams.starting': 'Conectando con Teams…',
  'teams.outside.text':
    'Esta página forma parte de la aplicación de Crowdeck para Microsoft Teams. Funciona dentro de una reunión de Teams una vez añadida la aplicación.',
  'teams.outside.open': 'Abrir Crowdeck',
  'teams.outside.install': 'Cómo añadir la aplicación a Teams',
  'teams.missing.text':
    'Todavía no hay ninguna presentación vinculada a esta pestaña. Quita la aplicación de la reunión y vuelve a añadirla para elegir una.',
  'teams.stage.frameTitle': 'Vista en directo de la presentación',
  'teams.config.heading': 'Mostrar una presentación de Crowdeck en esta reunión',
  'teams.config.lead':
    'En Crowdeck, abre la presentación en el editor, elige Compartir / Insertar y copia un enlace. Pégalo aquí y selecciona Guardar.',
  'teams.config.label': 'Enlace de inserción',
  'teams.config.ready': 'Listo: selecciona Guardar.',
  'teams.config.invalid':
    'Este no es un enlace de inserción de este servidor de Crowdeck. Copia uno desde Compartir / Insertar en la presentación.',
  'teams.panel.share': 'Mostrar en el escenario de la reunión',
  'teams.panel.sharing': 'Compartiendo…',
  'teams.panel.shared': 'La vista en directo está en el escenario de la reunión.',
  'teams.panel.shareFailed':
    'Teams no compartió la vista en directo. Usa en su lugar Compartir en el escenario, en la parte superior de este panel.',
  'teams.panel.present': 'Abrir Crowdeck para presentar',
  'teams.panel.frameTitle': 'Unirse a la presentación',
  'teams.personal.text':
    'Crowdeck lleva tus presentaciones a las reuniones de Teams: en una reunión, selecciona Aplicaciones, añade Crowdeck y pega el enlace de inserción de una presentación. Todos los asistentes se unen desde el panel lateral; la vista en directo puede ir al escenario de la reunión.',
  'teams.panel.join': 'Unirse desde este ordenador',
  'teams.auth.heading': 'Inicia sesión para presentar desde Teams',
  'teams.auth.lead':
    'Elige la presentación que controlarás desde el panel lateral de la reunión. El panel solo llega a esta presentación y puedes revocar el acceso en la página Integraciones.',
  'teams.auth.loading': 'Cargando tus presentaciones…',
  'teams.auth.none': 'Aún no tienes presentaciones. Crea una en Crowdeck primero.',
  'teams.auth.granting': 'Conectando…',
  'teams.auth.slides': 'Diapositivas: {{count}}',
  'teams.auth.cancel': 'Cancelar',
  'teams.auth.failed': 'No ha funcionado. Inténtalo de nuevo.',
  'teams.auth.outside':
    'Abre esta ventana desde el panel lateral de la aplicación Crowdeck en Teams.',
  'teams.control.heading': 'Presenta desde este panel',
  'teams.control.signInLead':
    'Inicia sesión para cambiar de diapositiva, iniciar preguntas y mostrar resultados desde aquí.',
  'teams.control.signIn': 'Iniciar sesión para presentar',
  'teams.control.signingIn': 'Esperando la ventana de inicio de sesión…',
  'teams.control.signInFailed':
    'El inicio de sesión no terminó. Permite ventanas emergentes en esta página e inténtalo de nuevo.',
  'teams.control.slide': 'Diapositiva {{number}} de {{count}}: {{title}}',
  'teams.control.untitled': '(sin título)',
  'teams.control.noSlide': 'Se muestra la pantalla para unirse.',
  'teams.control.joined': 'Unidos: {{count}}',
  'teams.control.responses': 'Respuestas: {{count}}',
  'teams.control.code': 'Código: {{code}}',
  'teams.control.ended': 'Esta sesión ha terminado. Inicia una nueva en Crowdeck.',
  'teams.control.previous': 'Anterior',
  'teams.control.next': 'Siguiente',
  'teams.control.start': 'Iniciar la pregunta',
  'teams.control.showResults': 'Mostrar resultados',
  'teams.control.hideResults': 'Ocultar resultados',
  'teams.control.signOut': 'Cerrar sesión',
  'teams.control.actionFailed': 'No ha funcionado. Inténtalo de nuevo.',
  'teams.control.readFailed': 'No se puede contactar con Crowdeck. El panel lo sigue intentando.',
};

const fr: typeof en = {
  'teams.title': 'Crowdeck pour Microsoft Teams',
  'teams.starting': 'Connexion à Teams…',
  'teams.outside.text':
    "Cette page fait partie de l'application Crowdeck pour Microsoft Teams. Elle s'exécute dans une réunion Teams une fois l'application ajoutée.",
  'teams.outside.open': 'Ouvrir Crowdeck',
  'teams.outside.install': "Comment ajouter l'application à Teams",
  'teams.missing.text':
    "Aucune présentation n'est encore liée à cet onglet. Retirez l'application de la réunion puis ajoutez-la de nouveau pour en choisir une.",
  'teams.stage.frameTitle': 'Vue en direct de la présentation',
  'teams.config.heading': 'Afficher une présentation Crowdeck dans cette réunion',
  'teams.config.lead':
    "Dans Crowdeck, ouvrez la présentation dans l'éditeur, choisissez Partager / Intégrer et copiez un lien. Collez-le ici, puis sélectionnez Enregistrer.",
  'teams.config.label': "Lien d'intégration",
  'teams.config.ready': 'Prêt : sélectionnez Enregistrer.',
  'teams.config.invalid':
    "Ce n'est pas un lien d'intégration de ce serveur Crowdeck. Copiez-en un depuis Partager / Intégrer dans la présentation.",
  'teams.panel.share': 'Afficher sur la scène de la réunion',
  'teams.panel.sharing': 'Partage en cours…',
  'teams.panel.shared': 'La vue en direct est sur la scène de la réunion.',
  'teams.panel.shareFailed':
    "Teams n'a pas partagé la vue en direct. Utilisez plutôt Partager sur la scène en haut de ce panneau.",
  'teams.panel.present': 'Ouvrir Crowdeck pour présenter',
  'teams.panel.frameTitle': 'Rejoindre la présentation',
  'teams.personal.text':
    "Crowdeck fait vivre vos présentations dans les réunions Teams : dans une réunion, sélectionnez Applications, ajoutez Crowdeck et collez le lien d'intégration d'une présentation. Tous les participants rejoignent depuis le panneau latéral ; la vue en direct peut aller sur la scène de la réunion.",
  'teams.panel.join': 'Participer depuis cet ordinateur',
  'teams.auth.heading': 'Connectez-vous pour présenter depuis Teams',
  'teams.auth.lead':
    'Choisissez la présentation à piloter depuis le volet latéral de la réunion. Le volet n’accède qu’à cette présentation, et vous pouvez révoquer cet accès sur la page Intégrations.',
  'teams.auth.loading': 'Chargement de vos présentations…',
  'teams.auth.none': 'Vous n’avez pas encore de présentation. Créez-en une dans Crowdeck d’abord.',
  'teams.auth.granting': 'Connexion…',
  'teams.auth.slides': 'Diapositives : {{count}}',
  'teams.auth.cancel': 'Annuler',
  'teams.auth.failed': 'Cela n’a pas fonctionné. Réessayez.',
  'teams.auth.outside':
    'Ouvrez cette fenêtre depuis le volet latéral de l’application Crowdeck dans Teams.',
  'teams.control.heading': 'Présenter depuis ce volet',
  'teams.control.signInLead':
    'Connectez-vous pour changer de diapositive, lancer les questions et afficher les résultats d’ici.',
  'teams.control.signIn': 'Se connecter pour présenter',
  'teams.control.signingIn': 'En attente de la fenêtre de connexion…',
  'teams.control.signInFailed':
    'La connexion n’a pas abouti. Autorisez les fenêtres pop-up pour cette page et réessayez.',
  'teams.control.slide': 'Diapositive {{number}} sur {{count}} : {{title}}',
  'teams.control.untitled': '(sans titre)',
  'teams.control.noSlide': 'L’écran pour rejoindre est affiché.',
  'teams.control.joined': 'Participants : {{count}}',
  'teams.control.responses': 'Réponses : {{count}}',
  'teams.control.code': 'Code : {{code}}',
  'teams.control.ended': 'Cette session est terminée. Lancez-en une nouvelle dans Crowdeck.',
  'teams.control.previous': 'Précédente',
  'teams.control.next': 'Suivante',
  'teams.control.start': 'Lancer la question',
  'teams.control.showResults': 'Afficher les résultats',
  'teams.control.hideResults': 'Masquer les résultats',
  'teams.control.signOut': 'Se déconnecter',
  'teams.control.actionFailed': 'Cela n’a pas fonctionné. Réessayez.',
  'teams.control.readFailed': 'Crowdeck est injoignable. Le volet continue d’essayer.',
};

const ptBR: typeof en = {
  'teams.title': 'Crowdeck para Microsoft Teams',
  'teams.starting': 'Conectando ao Teams…',
  'teams.outside.text':
    'Esta página faz parte do aplicativo Crowdeck para Microsoft Teams. Ela funciona dentro de uma reunião do Teams depois que o aplicativo é adicionado.',
  'teams.outside.open': 'Abrir o Crowdeck',
  'teams.outside.install': 'Como adicionar o aplicativo ao Teams',
  'teams.missing.text':
    'Ainda não há apresentação vinculada a esta guia. Remova o aplicativo da reunião e adicione-o novamente para escolher uma.',
  'teams.stage.frameTitle': 'Visualização ao vivo da apresentação',
  'teams.config.heading': 'Mostrar uma apresentação do Crowdeck nesta reunião',
  'teams.config.lead':
    'No Crowdeck, abra a apresentação no editor, escolha Compartilhar / Incorporar e copie um link. Cole-o aqui e selecione Salvar.',
  'teams.config.label': 'Link de incorporação',
  'teams.config.ready': 'Pronto: selecione Salvar.',
  'teams.config.invalid':
    'Este não é um link de incorporação deste servidor Crowdeck. Copie um em Compartilhar / Incorporar na apresentação.',
  'teams.panel.share': 'Mostrar no palco da reunião',
  'teams.panel.sharing': 'Compartilhando…',
  'teams.panel.shared': 'A visualização ao vivo está no palco da reunião.',
  'teams.panel.shareFailed':
    'O Teams não compartilhou a visualização ao vivo. Use Compartilhar no palco, no topo deste painel.',
  'teams.panel.present': 'Abrir o Crowdeck para apresentar',
  'teams.panel.frameTitle': 'Participar da apresentação',
  'teams.personal.text':
    'O Crowdeck leva suas apresentações às reuniões do Teams: em uma reunião, selecione Aplicativos, adicione o Crowdeck e cole o link de incorporação de uma apresentação. Todos na reunião participam pelo painel lateral; a visualização ao vivo pode ir para o palco da reunião.',
  'teams.panel.join': 'Participar deste computador',
  'teams.auth.heading': 'Entre para apresentar pelo Teams',
  'teams.auth.lead':
    'Escolha a apresentação que você vai controlar pelo painel lateral da reunião. O painel só alcança essa apresentação, e você pode revogar o acesso na página Integrações.',
  'teams.auth.loading': 'Carregando suas apresentações…',
  'teams.auth.none': 'Você ainda não tem apresentações. Crie uma no Crowdeck primeiro.',
  'teams.auth.granting': 'Conectando…',
  'teams.auth.slides': 'Slides: {{count}}',
  'teams.auth.cancel': 'Cancelar',
  'teams.auth.failed': 'Não deu certo. Tente de novo.',
  'teams.auth.outside': 'Abra esta janela pelo painel lateral do app Crowdeck no Teams.',
  'teams.control.heading': 'Apresente por este painel',
  'teams.control.signInLead':
    'Entre para trocar os slides, iniciar perguntas e mostrar resultados daqui.',
  'teams.control.signIn': 'Entrar para apresentar',
  'teams.control.signingIn': 'Aguardando a janela de login…',
  'teams.control.signInFailed':
    'O login não terminou. Permita pop-ups nesta página e tente de novo.',
  'teams.control.slide': 'Slide {{number}} de {{count}}: {{title}}',
  'teams.control.untitled': '(sem título)',
  'teams.control.noSlide': 'A tela de entrada está sendo mostrada.',
  'teams.control.joined': 'Participantes: {{count}}',
  'teams.control.responses': 'Respostas: {{count}}',
  'teams.control.code': 'Código: {{code}}',
  'teams.control.ended': 'Esta sessão terminou. Inicie uma nova no Crowdeck.',
  'teams.control.previous': 'Anterior',
  'teams.control.next': 'Próximo',
  'teams.control.start': 'Iniciar a pergunta',
  'teams.control.showResults': 'Mostrar resultados',
  'teams.control.hideResults': 'Ocultar resultados',
  'teams.control.signOut': 'Sair',
  'teams.control.actionFailed': 'Não deu certo. Tente de novo.',
  'teams.control.readFailed': 'Não foi possível acessar o Crowdeck. O painel continua tentando.',
};

const ar: typeof en = {
  'teams.title': 'Crowdeck لـ Microsoft Teams',
  'teams.starting': 'جارٍ الاتصال بـ Teams…',
  'teams.outside.text':
    'هذه الصفحة جزء من تطبيق Crowdeck لـ Microsoft Teams. تعمل داخل اجتماع Teams بعد إضافة التطبيق إليه.',
  'teams.outside.open': 'افتح Crowdeck',
  'teams.outside.install': 'كيفية إضافة التطبيق إلى Teams',
  'teams.missing.text':
    'لم يُربط أي عرض تقديمي بعلامة التبويب هذه بعد. أزِل التطبيق من الاجتماع ثم أضِفه مرة أخرى لاختيار عرض.',
  'teams.stage.frameTitle': 'العرض المباشر للعرض التقديمي',
  'teams.config.heading': 'اعرض عرضًا تقديميًا من Crowdeck في هذا الاجتماع',
  'teams.config.lead':
    'في Crowdeck، افتح العرض التقديمي في المحرر، واختر مشاركة / تضمين وانسخ رابطًا. الصقه هنا ثم اختر حفظ.',
  'teams.config.label': 'رابط التضمين',
  'teams.config.ready': 'جاهز: اختر حفظ.',
  'teams.config.invalid':
    'هذا ليس رابط تضمين لخادم Crowdeck هذا. انسخ رابطًا من مشاركة / تضمين في العرض التقديمي.',
  'teams.panel.share': 'اعرض على منصة الاجتماع',
  'teams.panel.sharing': 'جارٍ المشاركة…',
  'teams.panel.shared': 'العرض المباشر على منصة الاجتماع.',
  'teams.panel.shareFailed':
    'لم يشارك Teams العرض المباشر. استخدم بدلًا من ذلك «المشاركة على المنصة» أعلى هذه اللوحة.',
  'teams.panel.present': 'افتح Crowdeck لتقديم العرض',
  'teams.panel.frameTitle': 'انضم إلى العرض التقديمي',
  'teams.personal.text':
    'يشغّل Crowdeck عروضك التقديمية في اجتماعات Teams: في الاجتماع، اختر التطبيقات وأضِف Crowdeck والصق رابط التضمين لعرض تقديمي. ينضم كل من في الاجتماع من اللوحة الجانبية، ويمكن وضع العرض المباشر على منصة الاجتماع.',
  'teams.panel.join': 'انضم من هذا الحاسوب',
  'teams.auth.heading': 'سجّل الدخول لتقديم العرض من Teams',
  'teams.auth.lead':
    'اختر العرض التقديمي الذي ستتحكم فيه من اللوحة الجانبية للاجتماع. لا تصل اللوحة إلا إلى هذا العرض، ويمكنك إلغاء الوصول من صفحة عمليات التكامل.',
  'teams.auth.loading': 'جارٍ تحميل عروضك التقديمية…',
  'teams.auth.none': 'ليس لديك عروض تقديمية بعد. أنشئ عرضًا في Crowdeck أولًا.',
  'teams.auth.granting': 'جارٍ الربط…',
  'teams.auth.slides': 'الشرائح: {{count}}',
  'teams.auth.cancel': 'إلغاء',
  'teams.auth.failed': 'لم ينجح ذلك. حاول مرة أخرى.',
  'teams.auth.outside': 'افتح هذه النافذة من اللوحة الجانبية لتطبيق Crowdeck في Teams.',
  'teams.control.heading': 'قدّم العرض من هذه اللوحة',
  'teams.control.signInLead': 'سجّل الدخول لتنتقل بين الشرائح وتبدأ الأسئلة وتعرض النتائج من هنا.',
  'teams.control.signIn': 'سجّل الدخول لتقديم العرض',
  'teams.control.signingIn': 'في انتظار نافذة تسجيل الدخول…',
  'teams.control.signInFailed':
    'لم يكتمل تسجيل الدخول. اسمح بالنوافذ المنبثقة لهذه الصفحة وحاول مرة أخرى.',
  'teams.control.slide': 'الشريحة {{number}} من {{count}}: {{title}}',
  'teams.control.untitled': '(بلا عنوان)',
  'teams.control.noSlide': 'شاشة الانضمام معروضة.',
  'teams.control.joined': 'المنضمون: {{count}}',
  'teams.control.responses': 'الإجابات: {{count}}',
  'teams.control.code': 'الرمز: {{code}}',
  'teams.control.ended': 'انتهت هذه الجلسة. ابدأ جلسة جديدة في Crowdeck.',
  'teams.control.previous': 'السابقة',
  'teams.control.next': 'التالية',
  'teams.control.start': 'ابدأ السؤال',
  'teams.control.showResults': 'اعرض النتائج',
  'teams.control.hideResults': 'أخفِ النتائج',
  'teams.control.signOut': 'تسجيل الخروج',
  'teams.control.actionFailed': 'لم ينجح ذلك. حاول مرة أخرى.',
  'teams.control.readFailed': 'تعذّر الوصول إلى Crowdeck. تواصل اللوحة المحاولة.',
};

export const TEAMS_CATALOGUES = { en, de, es, fr, 'pt-BR': ptBR, ar } as const;

/** The pages' messages, and setting their language: Teams' language, else the browser's. */
export const { i18n: teamsI18n, setLanguage: setTeamsLanguage } = createHostI18n(TEAMS_CATALOGUES);
