/** Validation texts of organisation branding (keys `validation.<code>` from core). */
export const deBrandingValidation = {
  'validation.theme.locked':
    'Deine Organisation hat ihr Design gesperrt: Logo, Schrift und Farben lassen sich in dieser Präsentation nicht ändern.',
  'validation.audienceHost.invalid':
    'Gib einen Hostnamen wie vote.example.com ein, ohne https:// und ohne Pfad.',
  'validation.audienceHost.taken': 'Eine andere Organisation verwendet diese Domain bereits.',
  'validation.branding.customOnly':
    'White Label und eine eigene Publikumsdomain gibt es nur mit dem Custom-Tarif.',
  'validation.brandColour.invalid':
    'Gib eine Farbe als # mit sechs Hex-Ziffern ein, z. B. #1565C0.',
  'validation.palette.tooLong': 'Wähle höchstens 6 Farben.',
  'validation.font.invalid': 'Diese Datei ist keine WOFF2-Schrift. Lade eine .woff2-Datei hoch.',
};
