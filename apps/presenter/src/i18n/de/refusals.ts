/**
 * German wording of the refusals the server names by `reason` (core's REFUSAL_REASONS); the
 * server's English `message` is used only for a reason this app does not know.
 */
export const deRefusals = {
  'refusal.billing.alreadyOnPlan': 'Du hast {{plan}} bereits. Es wurde nichts berechnet.',
  'refusal.billing.alreadyOnPlanRenews':
    'Du hast {{plan}} bereits. Der Tarif verlängert sich am {{date}}. Es wurde nichts berechnet.',
  'refusal.billing.customIncludesPro':
    'Dein individueller Tarif enthält bereits alles aus Pro. Kontaktiere uns, um ihn zu ändern.',
  'refusal.billing.nothingRenews': 'Dein Tarif verlängert sich nicht: Es gibt nichts zu beenden.',
  'refusal.billing.checkoutClosed.paid':
    'Dieser Bezahlvorgang ist bereits bezahlt. Starte auf der Preisseite einen neuen.',
  'refusal.billing.checkoutClosed.canceled':
    'Dieser Bezahlvorgang wurde abgebrochen. Starte auf der Preisseite einen neuen.',
  'refusal.billing.checkoutClosed.declined':
    'Die Zahlung bei diesem Bezahlvorgang wurde abgelehnt. Starte auf der Preisseite einen neuen.',
  'refusal.billing.checkoutClosed.expired':
    'Dieser Bezahlvorgang ist abgelaufen. Starte auf der Preisseite einen neuen.',
  'refusal.billing.noSandboxPeriod':
    'Es gibt kein laufendes Sandbox-Abo, dessen Zeitraum enden könnte.',
  'refusal.reports.runActive':
    'Diese Sitzung läuft noch. Beende sie, bevor du ihre Ergebnisse löschst.',
  'refusal.remote.pairingGone':
    'Dieser Kopplungscode wurde schon verwendet, ist abgelaufen oder wurde widerrufen. Zeig auf dem Steuerbildschirm einen neuen Code an und scanne ihn noch einmal.',
  'refusal.deck.changedElsewhere':
    'Diese Präsentation wurde an anderer Stelle geändert. Lade sie neu und versuch es noch einmal.',
  'refusal.account.lastOwner':
    'Du bist der letzte Inhaber von {{organisation}}. Mach zuerst ein anderes Mitglied zum Inhaber oder lass die Organisation löschen, bevor du dein Konto löschst.',
  'errors.paymentProviderUnavailable':
    'Der Zahlungsdienst war nicht erreichbar. Es wurde nichts berechnet; versuch es gleich noch einmal.',
  'refusal.embed.tooMany':
    'Eine Präsentation hat höchstens {{max}} Einbettungslinks. Schalte zuerst einen aus.',
};
