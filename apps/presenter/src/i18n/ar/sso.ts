/** Arabic: single sign-on (email first, the return from the provider, the admins' settings). */
export const arSso = {
  'validation.sso.issuer.invalid':
    'أدخل عنوان جهة الإصدار (issuer) لدى المزوّد، مثل https://login.example.com.',
  'validation.sso.issuer.https': 'يجب أن يبدأ عنوان جهة الإصدار بـ https://.',
  'validation.sso.issuer.unreachable':
    'لا يستجيب أي مزوّد OpenID على هذا العنوان. تحقّق من عنوان جهة الإصدار وحاول مرة أخرى.',
  'validation.sso.clientId.required': 'أدخل معرّف العميل الذي أعطاك إياه المزوّد.',
  'validation.sso.clientSecret.required': 'أدخل سرّ العميل الذي أعطاك إياه المزوّد.',
  'validation.sso.samlEntryPoint.invalid':
    'أدخل عنوان تسجيل الدخول لدى مزوّد الهوية، مثل https://idp.example.com/sso.',
  'validation.sso.samlEntryPoint.https': 'يجب أن يبدأ عنوان تسجيل الدخول بـ https://.',
  'validation.sso.samlIdpEntityId.required': 'أدخل معرّف الكيان (Entity ID) لمزوّد الهوية.',
  'validation.sso.samlIdpCert.invalid':
    'الصق شهادة التوقيع الخاصة بمزوّد الهوية: نص PEM من -----BEGIN CERTIFICATE----- إلى -----END CERTIFICATE-----.',
  'validation.sso.samlIdpMetadata.invalid':
    'هذه ليست بيانات SAML وصفية لمزوّد هوية تتضمّن عنوان تسجيل الدخول (HTTP-Redirect) ومعرّف الكيان وشهادة التوقيع. الصق ملف XML كاملًا، أو املأ الحقول بدلًا من ذلك.',
  'validation.sso.unavailable':
    'لا يمكن إعداد تسجيل الدخول الموحّد على هذا الخادم بعد: على مشغّله تعيين SSO_SECRET_KEY.',
  'validation.sso.required':
    'تسجّل مؤسستك دخولك عبر صفحة الدخول الخاصة بها. تابع ببريدك الإلكتروني لاستخدامها.',
  'validation.domain.invalid': 'أدخل اسم نطاق، مثل example.com.',
  'validation.domain.taken': 'هذا النطاق مسجّل بالفعل لمؤسسة.',
  'validation.domain.notVerified':
    'لم يُعثر على سجل TXT بعد. قد تستغرق تغييرات DNS بعض الوقت: حاول مرة أخرى لاحقًا.',
  'validation.next.invalid': 'عنوان العودة هذا غير صالح.',

  'title.ssoComplete': 'جارٍ تسجيل الدخول',
  'title.organisationSignIn': 'الدخول الموحّد والنطاقات',

  'login.continue': 'متابعة',
  'login.checking': 'جارٍ التحقق…',
  'login.changeEmail': 'استخدام بريد إلكتروني آخر',
  'login.redirecting': 'ننقلك إلى صفحة تسجيل الدخول الخاصة بمؤسستك…',

  'sso.error.expired': 'استغرق تسجيل الدخول هذا وقتًا طويلًا أو سبق استخدامه. حاول مرة أخرى.',
  'sso.error.denied': 'لم تسمح لك صفحة تسجيل الدخول الخاصة بمؤسستك بالدخول. حاول مرة أخرى.',
  'sso.error.invalid': 'تعذّر علينا تأكيد تسجيل دخولك لدى مؤسستك. حاول مرة أخرى أو اسأل المسؤول.',
  'sso.error.email':
    'لم تؤكد صفحة تسجيل الدخول الخاصة بمؤسستك عنوان بريد إلكتروني من نطاقها. اسأل المسؤول.',
  'sso.error.otherOrganisation':
    'ينتمي هذا الحساب بالفعل إلى مؤسسة أخرى، لذا لا يمكنه تسجيل الدخول هنا. اسأل المسؤول.',
  'sso.error.unavailable': 'لم يعد تسجيل الدخول الموحّد مُعدًّا لمؤسستك. اسأل المسؤول.',
  'sso.completing': 'جارٍ تسجيل دخولك…',
  'sso.completeFailed':
    'سبق استخدام تسجيل الدخول هذا أو انتهت صلاحيته أو بدأ في متصفح آخر. سجّل الدخول مرة أخرى.',

  'ssoSettings.title': 'الدخول الموحّد والنطاقات',
  'ssoSettings.intro':
    'دع أفراد مؤسستك يسجّلون الدخول عبر مزوّد الهوية الخاص بكم (OpenID Connect أو SAML 2.0)، بحسب نطاقات البريد الإلكتروني التي تملكونها.',
  'ssoSettings.loadFailed': 'تعذّر تحميل الإعدادات. تحقّق من اتصالك وحاول مرة أخرى.',
  'ssoSettings.retry': 'إعادة المحاولة',
  'ssoSettings.unavailable':
    'لا يمكن إعداد تسجيل الدخول الموحّد على هذا الخادم بعد: على مشغّله تعيين SSO_SECRET_KEY.',
  'ssoSettings.providerTitle': 'مزوّد الهوية',
  'ssoSettings.redirectUri': 'عنوان إعادة التوجيه الذي تسجّله لدى المزوّد',
  'ssoSettings.issuer': 'عنوان جهة الإصدار',
  'ssoSettings.issuerHint': 'مثل https://login.example.com',
  'ssoSettings.clientId': 'معرّف العميل',
  'ssoSettings.clientSecret': 'سرّ العميل',
  'ssoSettings.clientSecretKept': 'يوجد سرّ محفوظ. اترك هذا الحقل فارغًا للاحتفاظ به.',
  'ssoSettings.protocol': 'البروتوكول',
  'ssoSettings.protocolOidc': 'OpenID Connect',
  'ssoSettings.protocolSaml': 'SAML 2.0',
  'ssoSettings.samlRegister':
    'سجّل Crowdeck لدى مزوّد الهوية بهذه البيانات، أو أعطه عنوان البيانات الوصفية:',
  'ssoSettings.samlSpEntityId': 'معرّف الكيان (الجمهور)',
  'ssoSettings.samlAcsUrl': 'عنوان خدمة استهلاك التأكيدات (ACS)، HTTP-POST',
  'ssoSettings.samlMetadataUrl': 'عنوان البيانات الوصفية',
  'ssoSettings.samlEntryPoint': 'عنوان تسجيل الدخول لدى مزوّد الهوية',
  'ssoSettings.samlEntryPointHint':
    'عنوان خدمة تسجيل الدخول الموحّد لديه، مثل https://idp.example.com/sso',
  'ssoSettings.samlIdpEntityId': 'معرّف الكيان لمزوّد الهوية',
  'ssoSettings.samlIdpEntityIdHint':
    'يُسمّى أحيانًا جهة الإصدار (issuer). تجده في البيانات الوصفية لمزوّد الهوية.',
  'ssoSettings.samlIdpCert': 'شهادة التوقيع لمزوّد الهوية',
  'ssoSettings.samlIdpCertHint':
    'الصق الشهادة التي يوقّع بها، من -----BEGIN CERTIFICATE----- إلى -----END CERTIFICATE-----.',
  'ssoSettings.samlIdpMetadata': 'أو الصق البيانات الوصفية لمزوّد الهوية (اختياري)',
  'ssoSettings.samlIdpMetadataHint':
    'ملف XML من عنوان البيانات الوصفية لديه. يقرأ Crowdeck منه الحقول أعلاه الفارغة.',
  'ssoSettings.required': 'اشتراط الدخول الموحّد لعناوين النطاقات الموثّقة',
  'ssoSettings.requiredHint':
    'لن يتمكنوا بعد ذلك من تسجيل الدخول أو إنشاء حساب أو إعادة تعيين كلمة المرور باستخدام كلمة مرور.',
  'ssoSettings.save': 'حفظ المزوّد',
  'ssoSettings.saving': 'جارٍ الحفظ…',
  'ssoSettings.saved': 'حُفظت إعدادات الدخول الموحّد.',
  'ssoSettings.domainsTitle': 'نطاقات البريد الإلكتروني',
  'ssoSettings.domainsIntro':
    'من لديه عنوان على نطاق موثّق يسجّل الدخول عبر مزوّدكم. لتوثيق نطاق، انشر سجل TXT هذا في DNS الخاص به، ثم اضغط توثيق.',
  'ssoSettings.domain': 'النطاق',
  'ssoSettings.claim': 'إضافة النطاق',
  'ssoSettings.claiming': 'جارٍ الإضافة…',
  'ssoSettings.noDomains': 'لا توجد نطاقات بعد.',
  'ssoSettings.verified': 'موثّق',
  'ssoSettings.pending': 'بانتظار سجل TXT',
  'ssoSettings.txtRecord': 'سجل TXT',
  'ssoSettings.verify': 'توثيق {{domain}}',
  'ssoSettings.verifying': 'جارٍ التحقق…',
  'ssoSettings.verifiedToast': 'تم توثيق {{domain}}.',
  'ssoSettings.remove': 'إزالة {{domain}}',
  'ssoSettings.removed': 'أُزيل {{domain}}.',
};
