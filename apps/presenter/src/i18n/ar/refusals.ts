/**
 * Arabic wording of the refusals the server names by `reason` (core's REFUSAL_REASONS); the
 * server's English `message` is used only for a reason this app does not know.
 */
export const arRefusals = {
  'refusal.billing.alreadyOnPlan': 'أنت مشترك في خطة {{plan}} بالفعل. لم يُخصم منك أي مبلغ.',
  'refusal.billing.alreadyOnPlanRenews':
    'أنت مشترك في خطة {{plan}} بالفعل، وتتجدد في {{date}}. لم يُخصم منك أي مبلغ.',
  'refusal.billing.customIncludesPro':
    'تتضمن خطتك المخصّصة بالفعل كل ما في Pro. تواصل معنا لتغييرها.',
  'refusal.billing.nothingRenews': 'خطتك لا تتجدد: لا يوجد ما يمكن إيقافه.',
  'refusal.billing.checkoutClosed.paid':
    'تم دفع قيمة عملية الدفع هذه بالفعل. ابدأ عملية جديدة من صفحة الأسعار.',
  'refusal.billing.checkoutClosed.canceled':
    'أُلغيت عملية الدفع هذه. ابدأ عملية جديدة من صفحة الأسعار.',
  'refusal.billing.checkoutClosed.declined':
    'رُفض الدفع في عملية الدفع هذه. ابدأ عملية جديدة من صفحة الأسعار.',
  'refusal.billing.checkoutClosed.expired':
    'انتهت صلاحية عملية الدفع هذه. ابدأ عملية جديدة من صفحة الأسعار.',
  'refusal.billing.noSandboxPeriod': 'لا يوجد اشتراك تجريبي جارٍ يمكن إنهاء فترته.',
  'refusal.reports.runActive': 'لا تزال هذه الجلسة جارية. أنهِها قبل حذف نتائجها.',
  'refusal.remote.pairingGone':
    'رمز الربط هذا مستخدَم من قبل أو انتهت صلاحيته أو أُلغي. اعرض رمزًا جديدًا على شاشة التحكم وامسحه مرة أخرى.',
  'refusal.deck.changedElsewhere':
    'تغيّر هذا العرض التقديمي في مكان آخر. أعد تحميله وحاول مرة أخرى.',
  'refusal.account.lastOwner':
    'أنت آخر مالك لـ {{organisation}}. اجعل عضوًا آخر مالكًا لها، أو اطلب حذف المؤسسة، قبل حذف حسابك.',
  'errors.paymentProviderUnavailable':
    'تعذّر الوصول إلى خدمة الدفع. لم يُخصم منك أي مبلغ؛ حاول مرة أخرى بعد لحظات.',
  'refusal.embed.tooMany':
    'يمكن أن يكون للعرض التقديمي {{max}} روابط تضمين على الأكثر. أوقف أحدها أولًا.',
};
