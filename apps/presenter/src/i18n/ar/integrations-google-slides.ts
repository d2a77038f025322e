/** Arabic texts of the Google Slides add-on (Integrations page, connect page). */
export const arIntegrationsGoogleSlides = {
  'title.googleSlidesConnect': 'ربط العروض التقديمية من Google',
  'integrations.googleSlides.about':
    'إضافة للعروض التقديمية من Google: من لوحتها الجانبية تُدرج شريحة انضمام (رمز QR والرمز، مرتبطين بعرضك المباشر) في عرضك التقديمي من Google، وتُبقي غرفتك على شريحة Crowdeck التي تقابل شريحة Google التي أنت عليها.',
  'integrations.googleSlides.download': 'تنزيل مشروع Apps Script',
  'integrations.googleSlides.downloadHint':
    'ملف zip بملفات الإضافة، مُعدّ لهذا الخادم: عنوانه مكتوب فيها. نزّله من جديد إذا تغيّر العنوان.',
  'integrations.googleSlides.https':
    'تصل Google إلى Crowdeck من خوادمها: يعمل ذلك عندما يُقدَّم Crowdeck عبر https على عنوان عام.',
  'integrations.googleSlides.setupHeading': 'الإعداد في حسابك على Google',
  'integrations.googleSlides.setup1':
    'ثبّت clasp (npm install -g @google/clasp)، وشغّل clasp login، وفعّل Apps Script API في script.google.com/home/usersettings.',
  'integrations.googleSlides.setup2':
    'فُكّ ضغط المشروع في مجلد فارغ، ثم شغّل clasp create --type standalone --title Crowdeck --rootDir . ثم clasp push.',
  'integrations.googleSlides.setup3':
    'شغّل clasp open، ثم النشر ← عمليات نشر الاختبار ← إضافة المحرر: اختر عرضًا تقديميًا من Google لتجربتها وافتحه من هناك.',
  'integrations.googleSlides.shareHeading': 'مشاركتها مع مؤسستك',
  'integrations.googleSlides.share':
    'ينشر مشرف Google Workspace النص البرمجي بشكل خاص في Google Workspace Marketplace (مشروع Google Cloud مع Marketplace SDK، والظهور «خاص») ويثبّته للنطاق أو لبعض المجموعات. تسرد الوثائق كل خطوة والأذونات المطلوبة.',
  'integrations.googleSlides.useHeading': 'الاستخدام',
  'integrations.googleSlides.use1':
    'في العروض التقديمية من Google اختر الإضافات ← Crowdeck ← فتح Crowdeck؛ في المرة الأولى تطلب Google إذنك.',
  'integrations.googleSlides.use2':
    'في اللوحة الجانبية اختر فتح Crowdeck، وسجّل الدخول، واختر العرض التقديمي وانسخ مفتاح الاتصال؛ الصقه في اللوحة واختر اتصال.',
  'integrations.googleSlides.use3':
    'أدرج شريحة الانضمام، واربط كل شريحة من Google بشريحة Crowdeck المقابلة لها.',
  'integrations.googleSlides.use4':
    'أثناء العرض، تنقل «عرض هذه الشريحة مباشرةً» والسابقة والتالية (أو اتباع الشريحة المحددة) غرفتك إلى شريحة Crowdeck المقابلة.',
  'integrations.googleSlides.shotSidebar': 'اللوحة الجانبية في العروض التقديمية من Google، متصلة',
  'integrations.googleSlides.shotConnect': 'صفحة الربط: المفتاح الذي تلصقه',
  'integrations.googleSlides.privacy':
    'يتيح المفتاح للإضافة قراءة شرائح عرض تقديمي واحد وإظهار عرضه المباشر وتغيير شريحته المباشرة، لا أكثر. تحفظه Google في خصائص المستخدم الخاصة بك للإضافة، وليس في العرض التقديمي أبدًا. الإضافات المتصلة مدرجة أعلاه، ولكل منها قطع الاتصال.',
  'googleSlides.connect.heading': 'ربط العروض التقديمية من Google',
  'googleSlides.connect.lead':
    'اختر عرض Crowdeck التقديمي المرافق لعرضك التقديمي من Google. ستحصل بعدها على مفتاح اتصال تلصقه في لوحة Crowdeck الجانبية في العروض التقديمية من Google.',
  'googleSlides.connect.loading': 'جارٍ تحميل عروضك التقديمية…',
  'googleSlides.connect.failed': 'لم ينجح ذلك. تحقّق من اتصالك وحاول مرة أخرى.',
  'googleSlides.connect.none': 'ليس لديك عروض تقديمية بعد. أنشئ واحدًا أولًا.',
  'googleSlides.connect.slides': 'الشرائح: {{count}}',
  'googleSlides.connect.pick': 'ربط',
  'googleSlides.connect.pickLabel': 'ربط «{{title}}»',
  'googleSlides.connect.granting': 'جارٍ الربط…',
  'googleSlides.connect.keyHeading': 'مفتاح الاتصال الخاص بك لـ «{{title}}»',
  'googleSlides.connect.keyLabel': 'مفتاح الاتصال',
  'googleSlides.connect.copy': 'نسخ المفتاح',
  'googleSlides.connect.copied':
    'تم النسخ. الصقه في اللوحة الجانبية في العروض التقديمية من Google.',
  'googleSlides.connect.copyFailed': 'تعذّر النسخ: حدّد المفتاح وانسخه بنفسك.',
  'googleSlides.connect.keyHint':
    'يظهر هذه المرة فقط. لا تشارك شاشتك ما دام ظاهرًا: فهو يتيح للإضافة إظهار هذا العرض التقديمي وتغيير شريحته المباشرة.',
  'googleSlides.connect.done':
    'في العروض التقديمية من Google، الصق المفتاح في لوحة Crowdeck الجانبية واختر اتصال. بعدها يمكنك إغلاق علامة التبويب هذه.',
  'googleSlides.connect.manage': 'يمكنك قطع اتصال الإضافات المتصلة في صفحة عمليات التكامل.',
};
