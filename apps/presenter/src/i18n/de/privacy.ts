/** German texts of privacy: how long sessions are kept, and when each is deleted. */
export const dePrivacy = {
  'privacy.title': 'Aufbewahrung der Daten',
  'privacy.explain':
    'Beendete Sitzungen – ihre Teilnehmenden, Antworten, Q&A und Berichte – werden endgültig gelöscht, sobald sie älter sind als dieser Zeitraum.',
  'privacy.accountLabel': 'Meine beendeten Sitzungen aufbewahren',
  'privacy.organisationLabel': 'Beendete Sitzungen der Organisation aufbewahren',
  'privacy.forever': 'Bis ich sie lösche',
  'privacy.days30': '30 Tage',
  'privacy.days90': '90 Tage',
  'privacy.days365': '365 Tage',
  'privacy.hint': 'Gezählt ab dem Ende jeder Sitzung. Ein täglicher Auftrag löscht, was älter ist.',
  'privacy.adminsChange': 'Inhaber und Admins der Organisation können das ändern.',
  'privacy.organisationApplies':
    'Solange du Mitglied bist, gilt für deine Sitzungen die Einstellung deiner Organisation: {{setting}}.',
  'privacy.saved': 'Aufbewahrung gespeichert.',
  'privacy.col.deleteAt': 'Gelöscht am',
  'privacy.keptForever': 'Aufbewahrt',
  'privacy.deletedOn': 'Sie wird am {{date}} gelöscht.',
  'privacy.notScheduled': 'Sie bleibt, bis du sie löschst.',
  'validation.retention.invalid': 'Bewahre Sitzungen 30, 90 oder 365 Tage oder unbegrenzt auf.',
};
