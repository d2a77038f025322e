/** Validation texts of organisation branding (keys `validation.<code>` from core). */
export const arBrandingValidation = {
  'validation.theme.locked':
    'قفلت مؤسستك سمتها: لا يمكن تغيير الشعار والخط والألوان في هذا العرض التقديمي.',
  'validation.audienceHost.invalid': 'أدخل اسم مضيف مثل vote.example.com، دون https:// ودون مسار.',
  'validation.audienceHost.taken': 'تستخدم مؤسسة أخرى هذا النطاق بالفعل.',
  'validation.audienceHost.serverOwn': 'هذا العنوان تابع لخادم Crowdeck هذا. أدخل نطاقك الخاص.',
  'validation.audienceHost.notVerified':
    'لم يُعثر على سجل TXT بعد. انشره لدى مزوّد DNS الخاص بك وحاول مرة أخرى بعد بضع دقائق.',
  'validation.audienceHost.missing': 'حدّد أولًا نطاقًا خاصًا بالجمهور.',
  'validation.branding.customOnly': 'تتطلب العلامة البيضاء ونطاق الجمهور الخاص خطة Custom.',
  'validation.brandColour.invalid': 'أدخل لونًا بالرمز # وستة أرقام سداسية عشرية، مثل ‎#1565C0.',
  'validation.palette.tooLong': 'اختر 6 ألوان على الأكثر.',
  'validation.font.invalid': 'هذا الملف ليس خط WOFF2. ارفع ملفًا بامتداد ‎.woff2.',
};

/** Arabic: organisation branding settings (/organisation/branding). */
export const arBranding = {
  'title.organisationBranding': 'الهوية البصرية للمؤسسة',
  'branding.settings.title': 'الهوية البصرية للمؤسسة',
  'branding.settings.lead':
    'شعار مؤسستك وألوانها وخطها في كل عرض تقديمي لأعضائها، وما يراه الجمهور.',
  'branding.settings.loading': 'جارٍ تحميل إعدادات الهوية البصرية…',
  'branding.settings.loadError': 'تعذّر تحميل إعدادات الهوية البصرية. {{reason}}',
  'branding.settings.notAllowed':
    'لا يمكن تغيير الهوية البصرية للمؤسسة إلا لمالكيها ومشرفيها. اطلب ذلك من أحدهم.',
  'branding.settings.retry': 'إعادة المحاولة',
  'branding.theme.heading': 'السمة',
  'branding.theme.logo': 'الشعار',
  'branding.theme.logoAlt': 'شعار مؤسستك',
  'branding.theme.logoNone': 'لا يوجد شعار بعد.',
  'branding.theme.logoUpload': 'رفع شعار',
  'branding.theme.logoRemove': 'إزالة الشعار',
  'branding.theme.primary': 'اللون الرئيسي',
  'branding.theme.background': 'لون الخلفية',
  'branding.theme.colourHint':
    'الرمز # وستة أرقام سداسية عشرية، مثل ‎#1565C0. اتركه فارغًا لاستخدام اللون الافتراضي.',
  'branding.theme.palette': 'أول ألوان الإجابات',
  'branding.theme.paletteHint':
    'تأخذ الإجابات هذه الألوان أولًا، بالترتيب الذي تحددها به ({{max}} على الأكثر).',
  'branding.theme.paletteChosen': '{{colour}}، رقم {{number}}',
  'branding.theme.font': 'الخط',
  'branding.theme.fontDefault': 'الخط الافتراضي',
  'branding.theme.fontNone': 'يمكنك أيضًا رفع خطك الخاص بصيغة WOFF2.',
  'branding.theme.fontUploaded': 'تم رفع خطك الخاص، ويُستخدم قبل الخط المحدد أعلاه.',
  'branding.theme.fontUpload': 'رفع خط WOFF2',
  'branding.theme.fontRemove': 'إزالة الخط المرفوع',
  'branding.lock.label': 'قفل السمة',
  'branding.lock.hint':
    'عند القفل، لا يستطيع الأعضاء تغيير الشعار أو الخط أو الألوان في عروضهم التقديمية. ودون قفل يستطيعون ذلك، وتكمل السمة ما يتركونه فارغًا.',
  'branding.whiteLabel.heading': 'العلامة البيضاء',
  'branding.whiteLabel.customOnly': 'العلامة البيضاء ونطاق الجمهور الخاص متاحان مع خطة Custom.',
  'branding.whiteLabel.label': 'إظهار اسمنا وشعارنا للجمهور بدلًا من Crowdeck',
  'branding.whiteLabel.hint':
    'تعرض الهواتف والشاشة الكبيرة حينها اسم مؤسستك وشعارها في العنوان والأيقونة وكل الشاشات.',
  'branding.host.label': 'نطاق الجمهور الخاص',
  'branding.host.hint':
    'اسم مضيف مثل vote.example.com يشير إلى هذا الخادم. تستخدمه حينها عناوين الانضمام ورموز QR لعروض أعضائك. اتركه فارغًا لاستخدام العنوان المعتاد.',
  'branding.host.pending': 'غير مستخدم بعد. انشر سجل DNS من نوع TXT هذا، ثم تحقّق من النطاق.',
  'branding.host.verified': 'تم التحقق: تستخدم عناوين الانضمام ورموز QR النطاق {{host}}.',
  'branding.host.recordName': 'الاسم',
  'branding.host.recordValue': 'القيمة',
  'branding.host.verify': 'تحقّق من {{host}}',
  'branding.host.verifying': 'جارٍ التحقق…',
  'branding.host.verifiedToast': 'تم التحقق من {{host}}.',
  'branding.save': 'حفظ الهوية البصرية',
  'branding.saving': 'جارٍ الحفظ…',
  'branding.saved': 'تم حفظ الهوية البصرية.',
  'branding.uploading': 'جارٍ الرفع…',
  'branding.lockedByOrganisation':
    'تحدد سمة مؤسستك خط هذا العرض التقديمي وشعاره، ولا يمكن تغييرهما إلا لمالكيها ومشرفيها.',
};
