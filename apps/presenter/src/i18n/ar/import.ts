/** Arabic texts of the import dialog: PDF and PowerPoint files into a deck, or into a new one. */
export const arImport = {
  'import.openFromEditor': 'استيراد شرائح من ملف',
  'import.openFromHome': 'عرض جديد من ملف',
  'import.titleEditor': 'استيراد شرائح من ملف',
  'import.titleNew': 'عرض تقديمي جديد من ملف',
  'import.lead':
    'تصبح كل صفحة أو شريحة شريحةً مستقلة، وتصبح ملاحظات المتحدث فيها ملاحظاتك. يمكنك بعد ذلك نقلها وحذفها ومزجها بالشرائح التفاعلية.',
  'import.checking': 'جارٍ التحقق من الملفات التي يستطيع هذا الخادم استيرادها…',
  'import.capabilitiesError': 'تعذّر سؤال الخادم عن الملفات التي يستوردها. {{reason}}',
  'import.retry': 'إعادة المحاولة',
  'import.formatsBoth':
    'يستورد هذا الخادم ملفات PDF وعروض PowerPoint التقديمية (pptx)، بحجم {{size}} ميغابايت و{{pages}} صفحة على الأكثر.',
  'import.formatsPdfOnly':
    'يستورد هذا الخادم ملفات PDF بحجم {{size}} ميغابايت و{{pages}} صفحة على الأكثر. لا يستطيع قراءة ملفات PowerPoint (pptx) لأن LibreOffice غير مثبّت عليه: صدّر عرضك بصيغة PDF (في PowerPoint: ملف ← تصدير ← PDF)، أو اطلب من المسؤول تثبيت LibreOffice.',
  'import.otherTools':
    'هل عرضك في Google Slides أو Keynote؟ نزّله أولًا — في Google Slides: ملف ← تنزيل ← مستند PDF أو Microsoft PowerPoint (pptx)؛ وفي Keynote: ملف ← تصدير إلى ← PDF أو PowerPoint — ثم استورد ذلك الملف.',
  'import.dropTitle': 'اسحب الملف إلى هنا، أو',
  'import.choose': 'اختيار ملف',
  'import.chooseAnother': 'اختيار ملف آخر',
  'import.chosen': 'الملف المختار: {{name}} ({{size}} ميغابايت)',
  'import.includeHidden': 'تضمين شرائح PowerPoint المخفية',
  'import.includeHiddenHint': 'تُستبعد الشرائح المخفية في PowerPoint ما لم تحدّد هذا الخيار.',
  'import.start': 'استيراد',
  'import.tryAgain': 'إعادة المحاولة',
  'import.cancel': 'إلغاء',
  'import.close': 'إغلاق',
  'import.cancelImport': 'إلغاء الاستيراد',
  'import.importing': 'جارٍ استيراد {{name}}',
  'import.progressLabel': 'تقدّم الاستيراد',
  'import.uploading': 'جارٍ الرفع… {{percent}}%',
  'import.queued': 'في انتظار أن يبدأ الخادم…',
  'import.reading': 'جارٍ قراءة الملف…',
  'import.preparing_zero': 'لا صفحات لتجهيزها…',
  'import.preparing_one': 'جارٍ تجهيز صفحة واحدة…',
  'import.preparing_two': 'جارٍ تجهيز صفحتين…',
  'import.preparing_few': 'جارٍ تجهيز {{count}} صفحات…',
  'import.preparing_many': 'جارٍ تجهيز {{count}} صفحة…',
  'import.preparing_other': 'جارٍ تجهيز {{count}} صفحة…',
  'import.page': 'الصفحة {{page}} من {{total}}',
  'import.saving': 'جارٍ إضافة الشرائح إلى عرضك التقديمي…',
  'import.cancelling': 'جارٍ الإلغاء…',
  'import.cancelled': 'أُلغي الاستيراد. لم يُضَف أي شيء.',
  'import.done_zero': 'لم تُستورد أي شريحة.',
  'import.done_one': 'اُستوردت شريحة واحدة.',
  'import.done_two': 'اُستوردت شريحتان.',
  'import.done_few': 'اُستوردت {{count}} شرائح.',
  'import.done_many': 'اُستوردت {{count}} شريحة.',
  'import.done_other': 'اُستوردت {{count}} شريحة.',
  'import.hiddenSkipped_zero': 'لم تُستبعد أي شريحة مخفية.',
  'import.hiddenSkipped_one': 'اُستبعدت شريحة مخفية واحدة.',
  'import.hiddenSkipped_two': 'اُستبعدت شريحتان مخفيتان.',
  'import.hiddenSkipped_few': 'اُستبعدت {{count}} شرائح مخفية.',
  'import.hiddenSkipped_many': 'اُستبعدت {{count}} شريحة مخفية.',
  'import.hiddenSkipped_other': 'اُستبعدت {{count}} شريحة مخفية.',
  'import.failedTitle': 'لم يُستورد أي شيء.',
  'import.error.tooLarge':
    'حجم الملف أكبر من {{size}} ميغابايت، وهو أقصى ما يقبله هذا الخادم. صغّر حجمه (في PowerPoint: ملف ← ضغط الصور) أو قسّمه إلى أجزاء، ثم استورده من جديد.',
  'import.error.tooManyPages':
    'في الملف صفحات كثيرة جدًا: يمكن استيراد {{pages}} صفحة على الأكثر في المرة الواحدة، ويتسع العرض التقديمي لـ {{slides}} شريحة على الأكثر. قسّم الملف، أو احذف أولًا الشرائح التي لم تعد تحتاجها.',
  'import.error.encrypted':
    'ملف PDF محمي بكلمة مرور. افتحه واحفظ نسخة منه دون كلمة مرور، ثم استورد تلك النسخة.',
  'import.error.macros':
    'يحتوي الملف على وحدات ماكرو (ملف pptm)، ولا تُستورد أبدًا. احفظه في PowerPoint بصيغة عرض PowerPoint التقديمي (pptx) أو صدّره بصيغة PDF، ثم استورد ذلك الملف.',
  'import.error.externalLinks':
    'يرتبط العرض التقديمي بملفات خارجه (صور أو مقاطع فيديو أو بيانات مرتبطة)، ولا تُستورد أبدًا. ضمّنها في العرض أو صدّره بصيغة PDF، ثم استورد ذلك الملف.',
  'import.error.unsafeArchive':
    'يبدو الملف تالفًا أو مضغوطًا بطريقة ليس من الآمن فتحها. احفظه من جديد في PowerPoint أو صدّره بصيغة PDF، ثم استورد ذلك الملف.',
  'import.error.unreadable':
    'تعذّرت قراءة الملف بوصفه ملف PDF أو عرض PowerPoint تقديميًا. تأكد من أنه يُفتح على حاسوبك، وصدّره من جديد بصيغة PDF أو pptx، ثم استورد ذلك الملف.',
  'import.error.unsupportedFormat':
    'لا يمكن استيراد سوى ملفات PDF وعروض PowerPoint التقديمية (pptx). صدّر عرضك أولًا بصيغة PDF أو pptx (ملف ppt قديم: افتحه في PowerPoint واحفظه بصيغة pptx).',
  'import.error.converterMissing':
    'لا يستطيع هذا الخادم قراءة ملفات PowerPoint لأن LibreOffice غير مثبّت عليه. صدّر العرض بصيغة PDF (في PowerPoint: ملف ← تصدير ← PDF) واستورد ذلك الملف، أو اطلب من المسؤول تثبيت LibreOffice.',
  'import.error.timeout':
    'استغرق الاستيراد أكثر من {{minutes}} دقيقة فأُوقف. جرّب ملفًا أصغر، أو قسّمه إلى أجزاء.',
  'import.error.planLimit':
    'هذا الملف أكبر مما تسمح خطتك برفعه. استورد ملفًا أصغر، أو قارن الخطط للحصول على مساحة أكبر.',
  'import.error.internal':
    'حدث خطأ في الخادم أثناء الاستيراد. أعد المحاولة بعد قليل؛ وإن استمر الخطأ، فصدّر العرض بصيغة PDF واستورد ذلك الملف.',
};
