/** Arabic texts of privacy: how long sessions are kept, and when each is deleted. */
export const arPrivacy = {
  'privacy.title': 'الاحتفاظ بالبيانات',
  'privacy.explain':
    'تُحذف الجلسات المنتهية — بمشاركيها وإجاباتها وأسئلتها وتقاريرها — نهائيًا عندما تتجاوز هذه المدة.',
  'privacy.accountLabel': 'الاحتفاظ بجلساتي المنتهية',
  'privacy.organisationLabel': 'الاحتفاظ بالجلسات المنتهية للمؤسسة',
  'privacy.forever': 'حتى أحذفها',
  'privacy.days30': '30 يومًا',
  'privacy.days90': '90 يومًا',
  'privacy.days365': '365 يومًا',
  'privacy.hint': 'تُحسب المدة من نهاية كل جلسة. تحذف مهمة يومية ما هو أقدم.',
  'privacy.adminsChange': 'يمكن لمالكي المؤسسة ومشرفيها تغيير ذلك.',
  'privacy.organisationApplies': 'ما دمت عضوًا في مؤسستك، يسري إعدادها على جلساتك: {{setting}}.',
  'privacy.saved': 'حُفظت مدة الاحتفاظ.',
  'privacy.col.deleteAt': 'تاريخ الحذف',
  'privacy.keptForever': 'محفوظة',
  'privacy.deletedOn': 'ستُحذف في {{date}}.',
  'privacy.notScheduled': 'تبقى محفوظة حتى تحذفها.',
  'validation.retention.invalid': 'احتفظ بالجلسات 30 أو 90 أو 365 يومًا، أو بلا حد.',
};
