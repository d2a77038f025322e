/** Texts of the organisation page, the invitation page and the account's organisation section. */
export const arOrganisation = {
  'title.organisation': 'المؤسسة',
  'title.invitation': 'دعوة',
  'nav.organisation': 'المؤسسة',

  'organisation.role.owner': 'مالك',
  'organisation.role.admin': 'مشرف',
  'organisation.role.member': 'عضو',
  'organisation.rolesHint':
    'يدير المالكون والمشرفون الأعضاء والإعدادات، والمالكون وحدهم يستطيعون جعل شخص ما مالكًا. أما الأعضاء فيستخدمون الخطة والهوية البصرية.',

  'organisation.eyebrow': 'المؤسسة',
  'organisation.subnavLabel': 'إعدادات المؤسسة',
  'organisation.subnav.members': 'الأعضاء',
  'organisation.subnav.signIn': 'تسجيل الدخول والنطاقات',
  'organisation.subnav.branding': 'الهوية البصرية',
  'organisation.loadFailed': 'تعذّر تحميل مؤسستك. {{reason}}',
  'organisation.retry': 'حاول مرة أخرى',
  'organisation.noneTitle': 'لست عضوًا في أي مؤسسة',
  'organisation.noneBody':
    'تشارك المؤسسة خطة واحدة وهوية بصرية واحدة بين أفرادها. للانضمام إلى مؤسسة، اطلب من أحد مالكيها أو مشرفيها أن يدعوك: تحتوي الرسالة على رابط للانضمام.',
  'organisation.noneAction': 'العودة إلى حسابك',

  'organisation.summaryTitle': 'نظرة عامة',
  'organisation.yourRole': 'دورك',
  'organisation.plan': 'الخطة',
  'organisation.planNone': 'لا توجد: تنطبق الخطة الخاصة بكل عضو',
  'organisation.audienceLimit': 'الحد الأقصى للجمهور',

  'organisation.membersTitle': 'الأعضاء',
  'organisation.membersCount_zero': 'لا أعضاء',
  'organisation.membersCount_one': 'عضو واحد',
  'organisation.membersCount_two': 'عضوان',
  'organisation.membersCount_few': '{{count, number}} أعضاء',
  'organisation.membersCount_many': '{{count, number}} عضوًا',
  'organisation.membersCount_other': '{{count, number}} عضو',
  'organisation.you': 'أنت',
  'organisation.joined': 'تاريخ الانضمام',
  'organisation.lastSignIn': 'آخر تسجيل دخول',
  'organisation.never': 'أبدًا',
  'organisation.roleOf': 'دور {{name}}',
  'organisation.roleSaved': 'الدور الجديد لـ {{name}}: {{role}}.',
  'organisation.remove': 'إزالة',
  'organisation.removeLabel': 'إزالة {{name}}',
  'organisation.removeTitle': 'إزالة {{name}}؟',
  'organisation.removeBody':
    'سيفقد {{name}} خطة المؤسسة وهويتها البصرية فورًا. تبقى عروضه التقديمية ملكًا له. وللعودة يحتاج إلى دعوة جديدة.',
  'organisation.removing': 'جارٍ الإزالة…',
  'organisation.removed': 'تمت إزالة {{name}} من المؤسسة.',

  'organisation.inviteTitle': 'دعوة شخص',
  'organisation.inviteHint':
    'نرسل بالبريد رابطًا يعمل مرة واحدة خلال 7 أيام. يسجّل الشخص الدخول أو ينشئ حسابًا بهذا العنوان.',
  'organisation.inviteEmail': 'البريد الإلكتروني',
  'organisation.inviteRole': 'الدور',
  'organisation.inviteOwnerHint': 'المالكون وحدهم يستطيعون دعوة مالكين.',
  'organisation.inviteSubmit': 'إرسال الدعوة',
  'organisation.inviteSending': 'جارٍ الإرسال…',
  'organisation.inviteSent': 'أُرسلت الدعوة إلى {{email}}.',

  'organisation.invitationsTitle': 'دعوات قيد الانتظار',
  'organisation.invitationsEmpty':
    'لا توجد دعوات قيد الانتظار. يظهر هنا من تدعوهم إلى أن يقبلوا الدعوة.',
  'organisation.invitationExpires': 'الرابط صالح حتى {{date}}',
  'organisation.revoke': 'سحب',
  'organisation.revokeLabel': 'سحب الدعوة المرسلة إلى {{email}}',
  'organisation.revoked': 'سُحبت الدعوة المرسلة إلى {{email}}، ولم يعد رابطها يعمل.',

  'organisation.leaveTitle': 'مغادرة المؤسسة',
  'organisation.leaveBody':
    'تحتفظ بحسابك وعروضك التقديمية، ولن تنطبق عليها بعد الآن خطة المؤسسة وهويتها البصرية.',
  'organisation.leave': 'مغادرة {{name}}',
  'organisation.leaveConfirmTitle': 'مغادرة {{name}}؟',
  'organisation.leaveConfirmBody':
    'ستفقد خطة المؤسسة وهويتها البصرية فورًا. وللعودة ستحتاج إلى دعوة جديدة.',
  'organisation.leaveConfirm': 'مغادرة',
  'organisation.leaving': 'جارٍ المغادرة…',
  'organisation.left': 'غادرت {{name}}.',

  'invitation.title': 'الانضمام إلى مؤسسة؟',
  'invitation.body':
    'دُعيت إلى مؤسسة على Crowdeck، ويذكر بريد الدعوة اسمها. بعد انضمامك تنطبق خطتها وهويتها البصرية على عروضك التقديمية، ويرى مالكوها ومشرفوها اسمك وبريدك الإلكتروني وآخر تسجيل دخول لك.',
  'invitation.signedInAs': 'ستنضم بالعنوان {{email}}.',
  'invitation.accept': 'القبول والانضمام',
  'invitation.accepting': 'جارٍ الانضمام…',
  'invitation.notNow': 'ليس الآن',
  'invitation.joined': 'انضممت إلى {{name}}.',
  'invitation.signInTitle': 'سجّل الدخول لقبول دعوتك',
  'invitation.signInBody':
    'سجّل الدخول، أو أنشئ حسابك، بعنوان البريد الإلكتروني الذي أُرسلت إليه الدعوة. ثم نعيدك إلى هنا.',
  'invitation.register': 'إنشاء حساب',
  'invitation.login': 'تسجيل الدخول',
  'invitation.missingTitle': 'رابط الدعوة هذا غير مكتمل',
  'invitation.missingBody':
    'افتح الرابط من بريد الدعوة مرة أخرى كما وصل تمامًا. وإن ظل لا يعمل، فاطلب دعوة جديدة.',
  'invitation.refusedTitle': 'لا يمكن قبول هذه الدعوة',
  'invitation.invalidHelp':
    'تعمل الروابط مرة واحدة خلال 7 أيام، ويمكن لأحد مالكي المؤسسة أو مشرفيها أن يرسل إليك رابطًا جديدًا.',
  'invitation.otherEmailHelp':
    'أنت مسجّل الدخول بالعنوان {{email}}. سجّل الخروج هنا، ثم سجّل الدخول أو أنشئ حسابًا بالعنوان المدعو، وسنعيدك إلى هذه الصفحة.',
  'invitation.alreadyMember':
    'أنت عضو في مؤسسة بالفعل، ولا يمكن الانتماء إلا إلى مؤسسة واحدة. غادرها أولًا من صفحة مؤسستك، ثم افتح الرابط مرة أخرى.',
  'invitation.logOut': 'تسجيل الخروج',
  'invitation.toOrganisation': 'الذهاب إلى مؤسستك',
  'invitation.toHome': 'الذهاب إلى عروضك التقديمية',

  'account.organisationTitle': 'المؤسسة',
  'account.organisationName': 'الاسم',
  'account.organisationOpen': 'فتح صفحة المؤسسة',
};
