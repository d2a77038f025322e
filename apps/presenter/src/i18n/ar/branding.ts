/** Validation texts of organisation branding (keys `validation.<code>` from core). */
export const arBrandingValidation = {
  'validation.theme.locked':
    'قفلت مؤسستك سمتها: لا يمكن تغيير الشعار والخط والألوان في هذا العرض التقديمي.',
  'validation.audienceHost.invalid': 'أدخل اسم مضيف مثل vote.example.com، دون https:// ودون مسار.',
  'validation.audienceHost.taken': 'تستخدم مؤسسة أخرى هذا النطاق بالفعل.',
  'validation.branding.customOnly': 'تتطلب العلامة البيضاء ونطاق الجمهور الخاص خطة Custom.',
  'validation.brandColour.invalid': 'أدخل لونًا بالرمز # وستة أرقام سداسية عشرية، مثل ‎#1565C0.',
  'validation.palette.tooLong': 'اختر 6 ألوان على الأكثر.',
  'validation.font.invalid': 'هذا الملف ليس خط WOFF2. ارفع ملفًا بامتداد ‎.woff2.',
};
