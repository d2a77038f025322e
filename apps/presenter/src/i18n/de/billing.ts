/** Contact-form validation texts; core's VALIDATION_MESSAGES win when they name the same code. */
export const deBillingValidation = {
  'validation.company.tooLong': 'Verwende höchstens 200 Zeichen.',
  'validation.audienceSize.range': 'Gib eine ganze Zahl von Personen ein, mindestens 1.',
  'validation.message.required': 'Erzähl uns kurz, was du brauchst.',
  'validation.message.tooLong': 'Verwende höchstens 2.000 Zeichen.',
};

/** Texts of checkout, the sandbox checkout page, the subscription on the account page and Pro features. */
export const deBilling = {
  'pricing.choosePlan': 'Pro holen',
  'pricing.choosePlanLabel': '{{plan}} holen: erst ein Konto erstellen, dann bezahlen',
  'pricing.action.checkout': 'Upgraden',
  'pricing.action.resubscribe': 'Erneut abonnieren',
  'pricing.action.switch': 'Zu diesem Tarif wechseln',
  'pricing.switchNote':
    'Dein aktueller Pro-Tarif verlängert sich nicht mehr, sobald dieser bezahlt ist.',
  'pricing.endingNote': 'Dein Tarif läuft aus. Abonniere erneut, um Pro zu behalten.',
  'pricing.openingCheckout': 'Bezahlseite wird geöffnet …',
  'pricing.openingCheckoutFor': 'Bezahlseite für {{plan}} wird geöffnet …',
  'pricing.checkoutFailed': 'Die Bezahlseite konnte nicht geöffnet werden. {{reason}}',
  'pricing.alreadyOnPlan': 'Du hast diesen Tarif bereits. Es wurde nichts berechnet.',
  'pricing.paymentsOff':
    'Pro kann auf diesem Server noch nicht gekauft werden: Zahlungen sind hier nicht eingerichtet. Der kostenlose Tarif funktioniert wie gewohnt. Wenn du diesen Server betreibst, richte Stripe ein, um Pro zu verkaufen.',
  'pricing.unavailable': 'Auf diesem Server nicht verfügbar',
  'errors.paymentsNotConfigured':
    'Auf diesem Server sind keine Zahlungen eingerichtet, daher können hier keine Tarife gekauft werden. Es wurde nichts berechnet.',
  'register.continueSubtitle':
    'Erstelle zuerst dein Konto; danach bringen wir dich direkt zur Bezahlseite.',
  'errors.proRequired': 'Das ist eine Pro-Funktion. Wechsle zu Pro, um sie zu nutzen.',

  'contact.title': 'Kontaktiere uns wegen eines individuellen Tarifs',
  'contact.lead': 'Erzähl uns von deinen Veranstaltungen, und wir melden uns per E-Mail bei dir.',
  'contact.name': 'Name',
  'contact.email': 'E-Mail-Adresse',
  'contact.company': 'Unternehmen (optional)',
  'contact.audienceSize': 'Publikumsgröße (optional)',
  'contact.audienceSizeHint': 'Wie viele Personen ungefähr gleichzeitig teilnehmen.',
  'contact.message': 'Nachricht',
  'contact.send': 'Anfrage senden',
  'contact.sending': 'Wird gesendet …',
  'contact.cancel': 'Abbrechen',
  'contact.close': 'Schließen',
  'contact.sentTitle': 'Anfrage gesendet',
  'contact.sentBody': 'Vielen Dank! Unser Team antwortet innerhalb von zwei Werktagen per E-Mail.',
  'contact.sentToast': 'Deine Anfrage wurde gesendet.',

  'sandbox.bannerTitle': 'Testmodus – keine echte Zahlung',
  'sandbox.bannerText':
    'Das ist die eingebaute Test-Bezahlseite. Keine Karte wird belastet, und nichts, was du hier eingibst, wird irgendwohin gesendet.',
  'sandbox.title': 'Bezahlen',
  'sandbox.loadFailed': 'Diese Bezahlseite konnte nicht geladen werden. {{reason}}',
  'sandbox.retryLoad': 'Erneut versuchen',
  'sandbox.summaryTitle': 'Bestellung',
  'sandbox.plan': 'Tarif',
  'sandbox.price': 'Preis',
  'sandbox.account': 'Konto',
  'sandbox.cardTitle': 'Testkarte',
  'sandbox.cardNumber': 'Kartennummer',
  'sandbox.cardExpiry': 'Ablaufdatum',
  'sandbox.cardCvc': 'CVC',
  'sandbox.pay': '{{price}} bezahlen',
  'sandbox.paying': 'Zahlung läuft …',
  'sandbox.working': 'Bitte warten …',
  'sandbox.decline': 'Karte ablehnen',
  'sandbox.cancel': 'Abbrechen',
  'sandbox.declineHint':
    '„Karte ablehnen“ verhält sich wie eine Karte, die die Bank ablehnt, damit du diesen Fall testen kannst.',
  'sandbox.closed.paid': 'Dieser Bezahlvorgang ist bereits bezahlt.',
  'sandbox.closed.canceled':
    'Dieser Bezahlvorgang wurde abgebrochen. Starte auf der Preisseite einen neuen.',
  'sandbox.closed.declined':
    'Bei diesem Bezahlvorgang wurde die Karte abgelehnt. Starte auf der Preisseite einen neuen.',
  'sandbox.closed.expired':
    'Dieser Bezahlvorgang ist abgelaufen. Starte auf der Preisseite einen neuen.',
  'sandbox.closed.open': 'Dieser Bezahlvorgang ist offen.',

  'checkoutSuccess.confirmingTitle': 'Deine Zahlung wird bestätigt …',
  'checkoutSuccess.confirmingBody':
    'Das dauert meist nur ein paar Sekunden. Bitte lass diese Seite geöffnet.',
  'checkoutSuccess.slowTitle': 'Deine Zahlung wird noch bestätigt',
  'checkoutSuccess.slowBody':
    'Der Zahlungsanbieter hat sie noch nicht bestätigt. Das kann eine Minute dauern; deine Kontoseite zeigt den neuen Tarif, sobald er bestätigt ist.',
  'checkoutSuccess.checkFailedTitle': 'Deine Zahlung konnte nicht geprüft werden',
  'checkoutSuccess.checkFailedBody':
    '{{reason}} Falls du bezahlt hast, zeigt deine Kontoseite den neuen Tarif, sobald die Zahlung bestätigt ist.',
  'checkoutSuccess.notPaidBody':
    'Dieser Bezahlvorgang wurde nicht bezahlt, daher wurde nichts berechnet.',
  'checkoutSuccess.seeWhy': 'Ansehen, was passiert ist',
  'checkoutSuccess.paidRenews': 'Du hast jetzt den Tarif {{plan}}. Er verlängert sich am {{date}}.',
  'checkoutSuccess.paidEnds': 'Du hast jetzt den Tarif {{plan}} bis zum {{date}}.',
  'checkoutSuccess.paidNoDate': 'Du hast jetzt den Tarif {{plan}}.',

  'checkoutError.paidTitle': 'Diese Zahlung ist durchgegangen',
  'checkoutError.paidBody': 'Gute Nachricht: Dieser Bezahlvorgang wurde doch bezahlt.',
  'checkoutError.seePlan': 'Deinen Tarif ansehen',
  'checkoutError.tryAgain': 'Erneut versuchen',
  'checkoutError.title.canceled': 'Zahlung abgebrochen',
  'checkoutError.body.canceled':
    'Du hast den Bezahlvorgang abgebrochen, daher wurde dir nichts berechnet. Dein Tarif hat sich nicht geändert.',
  'checkoutError.title.declined': 'Deine Karte wurde abgelehnt',
  'checkoutError.body.declined':
    'Deine Karte wurde abgelehnt, daher wurde nichts berechnet. Versuch es mit einer anderen Karte oder frag deine Bank, warum sie die Zahlung abgelehnt hat.',
  'checkoutError.title.expired': 'Der Bezahlvorgang ist abgelaufen',
  'checkoutError.body.expired':
    'Der Bezahlvorgang war zu lange geöffnet und ist abgelaufen. Dir wurde nichts berechnet.',
  'checkoutError.title.unknown': 'Zahlung nicht abgeschlossen',
  'checkoutError.body.unknown':
    'Die Zahlung ist nicht durchgegangen, und dir wurde nichts berechnet. Bitte versuch es noch einmal.',

  'subscription.loadFailed': 'Dein Abo konnte nicht geladen werden. {{reason}}',
  'subscription.retry': 'Erneut versuchen',
  'subscription.resubscribe': 'Erneut abonnieren',
  'subscription.stopRenew': 'Verlängerung beenden',
  'subscription.stopTitle': 'Verlängerung beenden?',
  'subscription.stopBody':
    'Du behältst {{plan}} bis zum {{date}}. Danach wechselt dein Konto in den kostenlosen Tarif, und dir wird nichts mehr berechnet.',
  'subscription.stopConfirm': 'Verlängerung beenden',
  'subscription.stopped': 'Verlängerung beendet. Dein Tarif endet am {{date}}.',
  'subscription.working': 'Bitte warten …',
  'subscription.testClock': 'Test-Uhr der Sandbox: diesen Zeitraum jetzt beenden',
  'subscription.testClockHint':
    'Nur im Testmodus: Spring zum Ende des bezahlten Zeitraums, um zu sehen, was passiert.',
  'subscription.testClockDone': 'Der Zeitraum ist beendet. Dein Tarif ist jetzt: {{plan}}.',
  'subscription.paymentFailed':
    'Die letzte Zahlung für die Verlängerung ist fehlgeschlagen. Aktualisiere deine Karte vor dem {{date}}, um deinen Tarif zu behalten.',
  'subscription.testMode': 'Testmodus',
  'subscription.status': 'Status',
  'subscription.status.free': 'Kostenlos',
  'subscription.status.active': 'Aktiv',
  'subscription.status.ending': 'Läuft aus',
  'subscription.status.past_due': 'Zahlung überfällig',
  'subscription.nextRenewal': 'Nächste Verlängerung',
  'subscription.endsTitle': 'Endet',
  'subscription.renewsOn': 'Verlängert sich am {{date}}',
  'subscription.endsOn': 'Endet am {{date}} – danach kostenlos',
  'subscription.payment': 'Zahlung',
  'subscription.paymentState.none': 'Noch keine',
  'subscription.paymentState.paid': 'Bezahlt',
  'subscription.paymentState.pending': 'Ausstehend',
  'subscription.paymentState.failed': 'Fehlgeschlagen',
  'subscription.audienceLimit': 'Publikumslimit',
  'subscription.audienceCount': '{{count, number}} Personen gleichzeitig',

  'branding.proBadge': 'Pro',
  'branding.upgrade': 'Auf Pro upgraden',
  'branding.proFontsHint': 'Mit Pro markierte Schriftarten brauchen einen Pro-Tarif.',
  'branding.fontHiddenOnFree':
    '{{family}} ist eine Pro-Schriftart: Sie bleibt gespeichert, aber die Folien verwenden die Standardschrift, solange du den kostenlosen Tarif nutzt.',
  'branding.logo': 'Logo',
  'branding.logoHint': 'Wird in einer Ecke jeder Folie und auf dem Beitrittsbildschirm angezeigt.',
  'branding.logoProOnly':
    'Ein eigenes Logo ist eine Pro-Funktion. Wechsle zu Pro, um deins hinzuzufügen.',
  'branding.logoHiddenOnFree':
    'Dein Logo ist gespeichert, aber ausgeblendet, solange du den kostenlosen Tarif nutzt. Wechsle zu Pro, um es wieder zu zeigen.',
  'branding.uploadLogo': 'Logo hochladen',
  'branding.removeLogo': 'Logo entfernen',
  'branding.logoAlt': 'Logo der Präsentation',
  'branding.logoPreviewAlt': 'Dein Logo',
};
