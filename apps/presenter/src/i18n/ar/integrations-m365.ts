/** Arabic texts of the Microsoft 365 section of the Integrations page (Entra ID sign-in, Outlook). */
export const arIntegrationsM365 = {
  'integration.integrationMs365':
    'Microsoft 365: تسجيل الدخول عبر Entra ID والوظيفة الإضافية لـ Outlook',
  'validation.sso.issuer.multiTenant':
    'استخدم جهة الإصدار الخاصة بمستأجرك (https://login.microsoftonline.com/<معرّف المستأجر>/v2.0)، لا common ولا organizations.',
  'integrations.m365.lead': 'سجّل الدخول بحسابات Microsoft للعمل، وادعُ إلى عرض تقديمي من Outlook.',
  'integrations.m365.entra.heading': 'تسجيل الدخول عبر Microsoft Entra ID',
  'integrations.m365.entra.text':
    'يربط المالكون والمسؤولون Crowdeck بـ Microsoft Entra ID من المؤسسة ← تسجيل الدخول (OpenID Connect)، بجهة إصدار المستأجر نفسه: https://login.microsoftonline.com/<معرّف المستأجر>/v2.0. بعدها يسجّل أفراد النطاقات الموثّقة للمؤسسة الدخول بحساب Microsoft للعمل.',
  'integrations.m365.entra.link': 'إعداد تسجيل الدخول للمؤسسة',
  'integrations.m365.entra.claims':
    'أضف المطالبتين الاختياريتين email وxms_edov إلى رمز المعرّف في تسجيل التطبيق. من دون عنوان تضمنه Microsoft، لا ينشئ Crowdeck إلا حسابات جديدة ولا يربط أبدًا حسابًا موجودًا.',
  'integrations.m365.outlook.heading': 'الوظيفة الإضافية لـ Outlook',
  'integrations.m365.outlook.what':
    'أثناء كتابة دعوة اجتماع، أضف بنقرة واحدة عنوان العرض التقديمي ورابط الانضمام والرمز ورمز QR.',
  'integrations.m365.outlook.download': 'تنزيل الوظيفة الإضافية لـ Outlook (app.zip)',
  'integrations.m365.outlook.manifest': 'ملف البيان فقط (manifest.json)',
  'integrations.m365.outlook.https':
    'لا يحمّل Outlook الوظائف الإضافية إلا عبر https: يحتاج هذا الخادم إلى عنوان عام بـ https.',
  'integrations.m365.outlook.installHeading': 'التثبيت',
  'integrations.m365.outlook.sideload':
    'لنفسك: في Outlook على الويب أو Outlook الجديد، افتح التطبيقات ← إضافة تطبيقات ← إدارة تطبيقاتك ← تحميل تطبيق مخصّص (إضافة وظيفة إضافية مخصّصة ← إضافة من ملف)، واختر app.zip.',
  'integrations.m365.outlook.shotSignIn': 'جزء المهام في Outlook قبل تسجيل الدخول',
  'integrations.m365.outlook.shotReady': 'جاهز لإضافة عرض تقديمي إلى الدعوة (يظهر عنوانه نصًا)',
  'integrations.m365.outlook.admin':
    'للجميع: في مركز إدارة Microsoft 365، الإعدادات ← التطبيقات المتكاملة ← تحميل تطبيقات مخصّصة، حمّل app.zip واختر من يحصل عليه.',
  'integrations.m365.outlook.useHeading': 'الاستخدام',
  'integrations.m365.outlook.use1':
    'افتح اجتماعًا جديدًا في Outlook واختر Add Crowdeck join من الشريط.',
  'integrations.m365.outlook.use2':
    'سجّل الدخول إلى Crowdeck في النافذة التي تُفتح واختر العرض التقديمي.',
  'integrations.m365.outlook.use3': 'ضع المؤشر في الدعوة واختر «أضف إلى الدعوة».',
  'integrations.m365.outlook.privacy':
    'لا تصل الوظيفة الإضافية إلا إلى العرض التقديمي الذي اخترته (يمكن إلغاؤه من الوظائف الإضافية المتصلة). رمز QR في الدعوة صورة على هذا الخادم.',
};
