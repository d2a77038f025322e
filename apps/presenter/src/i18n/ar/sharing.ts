/** Arabic texts of shared decks: the share dialog, "Shared with me" and co-editing. */
export const arSharing = {
  'share.open': 'مشاركة مع الفريق',
  'share.openNamed': 'مشاركة مع الفريق: {{title}}',
  'share.title': 'مشاركة «{{title}}» في مؤسستك',
  'share.intro':
    'يمكن لمن يملك صلاحية العرض أن يقدّم العرض التقديمي وينسخه ويطّلع على تقاريره. ويمكن لمن يملك صلاحية التحرير أن يعدّله أيضًا. أنت وحدك من يمكنه مشاركته أو حذفه.',
  'share.noOrganisation':
    'تتم مشاركة العروض التقديمية داخل مؤسسة. أنشئ مؤسسة أو انضم إلى واحدة لمشاركة هذا العرض.',
  'share.organisationLink': 'الانتقال إلى مؤسستك',
  'share.organisation': 'جميع أعضاء المؤسسة',
  'share.members': 'الأعضاء',
  'share.noMembers': 'لا يوجد أحد غيرك في مؤسستك بعد.',
  'share.role.none': 'بلا وصول',
  'share.role.viewer': 'يمكنه العرض',
  'share.role.editor': 'يمكنه التحرير',
  'share.roleFor': 'صلاحية {{name}}',
  'share.save': 'حفظ',
  'share.saving': 'جارٍ الحفظ…',
  'share.saved': 'تم حفظ المشاركة.',
  'share.cancel': 'إلغاء',
  'share.sharedWithMe': 'تمت مشاركتها معي',
  'share.sharedBy': 'شاركها {{name}} · {{role}}',
  'share.readOnly': 'للعرض فقط: انسخ العرض التقديمي لتعديله.',
  'validation.deck.readOnly':
    'تمت مشاركة هذا العرض معك للعرض فقط: اطلب من مالكه أن يسمح لك بتحريره.',
  'validation.share.notMember': 'شارك فقط مع أعضاء مؤسستك.',
};
