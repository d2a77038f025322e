/** Arabic texts of the Integrations page (/integrations). */
export const arIntegrations = {
  'integrations.title': 'التكاملات',
  'integrations.lead':
    'استخدم Crowdeck داخل الأدوات التي يوجد فيها حديثك أصلًا. يعرض كل تكامل عرضًا مباشرًا لعرضك التقديمي، ويتبع شرائحك حيث تسمح الأداة بذلك.',
  'integrations.available': 'متاح',
  'integrations.comingSoon': 'قريبًا',
  'integrations.powerpoint.name': 'وظيفة PowerPoint الإضافية',
  'integrations.powerpoint.what':
    'ضع Crowdeck على شريحة PowerPoint: يعرض مباشرةً شاشة الانضمام أو النتائج أو لوحة الصدارة لعرضك التقديمي، وعندما تصل إلى تلك الشريحة في عرض الشرائح تنتقل قاعتك إلى شريحة Crowdeck نفسها.',
  'integrations.powerpoint.https':
    'لا يحمّل Office الوظائف الإضافية إلا من عنوان https: يعمل ذلك عندما يُقدَّم Crowdeck عبر https على عنوانه العام.',
  'integrations.powerpoint.download': 'تنزيل ملف البيان',
  'integrations.powerpoint.downloadHint':
    'ملف XML صغير يخبر PowerPoint بمكان خادم Crowdeck هذا. وهو خاص بهذا الخادم؛ نزّله من جديد إذا تغيّر عنوانه.',
  'integrations.powerpoint.installHeading': 'تثبيتها لنفسك',
  'integrations.powerpoint.web':
    'PowerPoint للويب: افتح عرضًا تقديميًا، واختر إدراج ← الوظائف الإضافية ← خيارات متقدمة ← تحميل الوظيفة الإضافية الخاصة بي، ثم اختر ملف البيان.',
  'integrations.powerpoint.windows':
    'PowerPoint على Windows: ضع ملف البيان في مجلد شبكة مشترك، وأضف هذا المجلد في ملف ← خيارات ← مركز التوثيق ← إعدادات مركز التوثيق ← كتالوجات الوظائف الإضافية الموثوق بها (حدّد «إظهار في القائمة»)، وأعد تشغيل PowerPoint، ثم إدراج ← الوظائف الإضافية ← مجلد مشترك.',
  'integrations.powerpoint.mac':
    'PowerPoint على Mac: انسخ ملف البيان إلى ‎~/Library/Containers/com.microsoft.Powerpoint/Data/Documents/wef (أنشئ المجلد عند الحاجة)، وأعد تشغيل PowerPoint، ثم إدراج ← الوظائف الإضافية ← وظائفي الإضافية.',
  'integrations.powerpoint.adminHeading': 'نشرها لمؤسستك',
  'integrations.powerpoint.admin':
    'يفتح مسؤول Microsoft 365 مركز إدارة Microsoft 365 ← الإعدادات ← التطبيقات المتكاملة ← تحميل التطبيقات المخصصة، ويختار «وظيفة Office الإضافية»، ويحمّل ملف البيان ويحدّد من يحصل عليها. ثم تظهر لهؤلاء الأشخاص في إدراج ← الوظائف الإضافية، عادةً خلال يوم.',
  'integrations.powerpoint.useHeading': 'استخدامها',
  'integrations.powerpoint.use1':
    'على الشريحة التي يجب أن يظهر عليها Crowdeck، أدرج وظيفة Crowdeck الإضافية واختر تسجيل الدخول إلى Crowdeck.',
  'integrations.powerpoint.use2':
    'في النافذة التي تُفتح، سجّل الدخول واختر العرض التقديمي. ثم اختر شريحة Crowdeck والعرض الذي تعرضه شريحة PowerPoint هذه.',
  'integrations.powerpoint.use3':
    'قدّم كالمعتاد. عندما يصل عرض الشرائح إلى هذه الشريحة، يملؤها العرض المباشر وتنتقل قاعتك إلى الشريحة المختارة.',
  'integrations.powerpoint.shotSignIn': 'الوظيفة الإضافية على شريحة جديدة قبل تسجيل الدخول',
  'integrations.powerpoint.shotChoose': 'اختيار شريحة Crowdeck والعرض',
  'integrations.powerpoint.shotDialog': 'نافذة تسجيل الدخول: اختيار العرض التقديمي',
  'integrations.powerpoint.privacy':
    'لا يحفظ ملف PowerPoint إلا العرض التقديمي والشريحة المراد عرضهما، ولا يحفظ مفتاحًا أبدًا: من ترسل إليه الملف يجب أن يسجّل الدخول بصفته المقدّم.',
  'integrations.grants.heading': 'الوظائف الإضافية المتصلة',
  'integrations.grants.lead':
    'يمكن لكل منها قراءة شرائح ذلك العرض التقديمي وعرض عرضه المباشر وتحريك قاعته، لا أكثر. افصل إحداها وستطلب تلك الوظيفة الإضافية تسجيل الدخول من جديد.',
  'integrations.grants.none': 'لا توجد وظيفة PowerPoint إضافية متصلة بعد.',
  'integrations.grants.loading': 'جارٍ تحميل الوظائف الإضافية المتصلة…',
  'integrations.grants.failed':
    'تعذّر تحميل الوظائف الإضافية المتصلة. أعد تحميل الصفحة للمحاولة مرة أخرى.',
  'integrations.grants.lastUsed': 'آخر استخدام {{date}}',
  'integrations.grants.revoke': 'فصل',
  'integrations.grants.revokeLabel': 'فصل الوظيفة الإضافية لـ {{title}}',
  'integrations.grants.revoked': 'فُصلت الوظيفة الإضافية.',
  'integrations.grants.revokeFailed': 'تعذّر فصل الوظيفة الإضافية. حاول مرة أخرى.',
  'integrations.teams.name': 'Microsoft Teams',
  'integrations.teams.what':
    'أدِر عرضك التقديمي من اجتماع Teams: عناصر التحكم في اللوحة الجانبية، والعرض المباشر على منصة الاجتماع.',
  'integrations.preview': 'معاينة',
  'integrations.teams.download': 'نزّل حزمة التطبيق',
  'integrations.teams.downloadHint':
    'ملف zip (بيان التطبيق وأيقوناته) مُعدّ لهذا الخادم. نزّله مرة أخرى إذا تغيّر عنوانه.',
  'integrations.teams.https':
    'لا يحمّل Teams التطبيقات إلا من عنوان https: يعمل ذلك عندما يُقدَّم Crowdeck عبر https على عنوانه العام.',
  'integrations.teams.installHeading': 'أضِفه إلى Teams',
  'integrations.teams.sideload':
    'لنفسك: في Teams، اختر التطبيقات ← إدارة تطبيقاتك ← تحميل تطبيق ← تحميل تطبيق مخصص، واختر الحزمة. يجب أن تسمح مؤسستك بتحميل التطبيقات المخصصة.',
  'integrations.teams.admin':
    'لمؤسستك: يفتح مسؤول Teams مركز إدارة Teams ← تطبيقات Teams ← إدارة التطبيقات ← تحميل تطبيق جديد، ويحمّل الحزمة، ثم يسمح بها للأشخاص الذين يحتاجونها.',
  'integrations.teams.useHeading': 'استخدمه في اجتماع',
  'integrations.teams.use1':
    'في Crowdeck، افتح العرض التقديمي في المحرر، واختر مشاركة / تضمين وانسخ رابطًا.',
  'integrations.teams.use2':
    'في اجتماع Teams، اختر التطبيقات وأضِف Crowdeck والصق الرابط ثم اختر حفظ.',
  'integrations.teams.use3':
    'ينضم كل من في الاجتماع من لوحة Crowdeck الجانبية دون كتابة رمز. اختر «اعرض على منصة الاجتماع» لوضع العرض المباشر أمام الجميع.',
  'integrations.teams.use4':
    'لتقديم العرض من اللوحة، اختر «سجّل الدخول لتقديم العرض»، وسجّل الدخول إلى Crowdeck واختر العرض التقديمي: من هناك تنتقل بين الشرائح وتبدأ السؤال وتعرض النتائج.',
  'integrations.teams.privacy':
    'تحتفظ اللوحة بمفتاحها في تطبيق Teams على حاسوبك، وليس أبدًا في علامة تبويب الاجتماع: لا يستطيع أحد غيرك في الاجتماع التحكم في عرضك. افصلها من الوظائف الإضافية المتصلة.',
  'integrations.teams.shotPanel':
    'اللوحة الجانبية بعد تسجيل الدخول: الشريحة المباشرة والأعداد وعناصر التحكم.',
  'integrations.teams.shotStage': 'منصة الاجتماع: العرض المباشر للجميع.',
  'integrations.client.powerpoint': 'PowerPoint',
  'integrations.client.teams': 'لوحة Teams الجانبية',
  'integrations.client.zoom': 'Zoom',
  'integrations.client.googleSlides': 'Google Slides',
  'integrations.client.outlook': 'Outlook',
  'integrations.grants.via': 'عبر {{client}}',
  'integrations.zoom.name': 'Zoom',
  'integrations.zoom.what': 'عرضك المباشر كتطبيق Zoom أثناء الاجتماعات والندوات عبر الإنترنت.',
  'integrations.googleSlides.name': 'العروض التقديمية من Google',
  'integrations.googleSlides.what': 'شرائح Crowdeck داخل عرض تقديمي من Google.',
  'integrations.m365.name': 'Microsoft 365',
  'integrations.m365.what': 'نشر واحد لـ Teams وOffice في مؤسستك كلها.',
};
