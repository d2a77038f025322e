/** Arabic texts of the Zoom app's section of the Integrations page. */
export const arIntegrationsZoom = {
  'integration.integrationZoom': 'تطبيق Zoom',
  'integrations.zoomApp.name': 'Zoom',
  'integrations.zoomApp.what':
    'تطبيق Zoom للاجتماعات: يفتح المضيف Crowdeck في اللوحة الجانبية ويختار عرضًا تقديميًا ويشاركه في الاجتماع؛ وينضم كل من يفتح التطبيق من اللوحة دون كتابة رمز.',
  'integrations.zoomApp.https':
    'لا يحمّل Zoom التطبيقات إلا عبر https: يحتاج هذا الخادم إلى عنوان https عام، ويضبط المشغّل ZOOM_CLIENT_ID وZOOM_CLIENT_SECRET من تطبيق Zoom الخاص به.',
  'integrations.zoomApp.setupHeading': 'الإعداد (المشغّل)',
  'integrations.zoomApp.setup1':
    'في Zoom App Marketplace اختر Develop ثم Build App ثم General App (يديره المستخدم)، وانسخ معرّف العميل والسر إلى ZOOM_CLIENT_ID وZOOM_CLIENT_SECRET.',
  'integrations.zoomApp.setup2':
    'أدخل العناوين أدناه حيث يطلبها Marketplace، وفعّل ميزات Zoom App SDK وأضِف النطاق.',
  'integrations.zoomApp.setup3':
    'أضِف التطبيق إلى حسابك في Zoom بفتح عنوان التثبيت أدناه وأنت مسجّل الدخول إلى Zoom.',
  'integrations.zoomApp.home': 'عنوان الصفحة الرئيسية',
  'integrations.zoomApp.redirect': 'عنوان إعادة توجيه OAuth وقائمة السماح لـ OAuth',
  'integrations.zoomApp.domains': 'قائمة النطاقات المسموح بها',
  'integrations.zoomApp.sdk': 'واجهات Zoom App SDK',
  'integrations.zoomApp.scopes': 'النطاقات',
  'integrations.zoomApp.install': 'عنوان التثبيت',
  'integrations.zoomApp.useHeading': 'الاستخدام في اجتماع',
  'integrations.zoomApp.use1':
    'يختار المضيف التطبيقات ويفتح Crowdeck ويسجّل الدخول في نافذة Crowdeck لاختيار العرض التقديمي.',
  'integrations.zoomApp.use2':
    'شارك في الاجتماع: يتلقى الجميع دعوة لفتح Crowdeck، وتضمّهم اللوحة إلى العرض التقديمي.',
  'integrations.zoomApp.use3':
    'قدّم من Crowdeck كالمعتاد؛ تعرض اللوحة العرض المباشر للانضمام والنتائج.',
  'integrations.zoomApp.shotOutside': 'عند فتحه خارج Zoom: رابط لفتح Crowdeck بدلًا من ذلك',
  'integrations.zoomApp.shotConnect': 'نافذة تسجيل الدخول على خادم Crowdeck الخاص بك',
  'integrations.zoomApp.privacy':
    'يحصل التطبيق على عرض تقديمي واحد لكل تسجيل دخول (ألغِه أعلاه ضمن التطبيقات المتصلة)؛ لا يحتفظ الخادم بأي رموز Zoom، ويخزّن فقط بصمة لمعرّف الاجتماع ما دام مرتبطًا.',
  'integrations.zoomApp.previewNote':
    'اختُبر هنا مع محاكاة Zoom: فك تشفير السياق وتبادل OAuth ومنطق الصفحات. لم يُجرَّب بعد في اجتماع Zoom حقيقي.',
};
