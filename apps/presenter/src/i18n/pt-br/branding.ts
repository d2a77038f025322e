/** Validation texts of organisation branding (keys `validation.<code>` from core). */
export const ptBRBrandingValidation = {
  'validation.theme.locked':
    'Sua organização bloqueou o tema: o logotipo, a fonte e as cores desta apresentação não podem ser alterados.',
  'validation.audienceHost.invalid':
    'Digite um nome de host como vote.example.com, sem https:// e sem caminho.',
  'validation.audienceHost.taken': 'Outra organização já usa este domínio.',
  'validation.branding.customOnly':
    'O white label e um domínio próprio para o público exigem o plano Custom.',
  'validation.brandColour.invalid':
    'Digite uma cor com # e seis dígitos hexadecimais, por exemplo #1565C0.',
  'validation.palette.tooLong': 'Escolha no máximo 6 cores.',
  'validation.font.invalid': 'Este arquivo não é uma fonte WOFF2. Envie um arquivo .woff2.',
};
