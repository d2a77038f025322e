/** Spanish contact-form validation texts; core's VALIDATION_MESSAGES win when they name the same code. */
export const esBillingValidation = {
  'validation.company.tooLong': 'Usa como máximo 200 caracteres.',
  'validation.audienceSize.range': 'Escribe un número entero de personas, como mínimo 1.',
  'validation.message.required': 'Cuéntanos un poco lo que necesitas.',
  'validation.message.tooLong': 'Usa como máximo 2000 caracteres.',
};

/** Spanish texts of checkout, the sandbox checkout page, the subscription on the account page and Pro features. */
export const esBilling = {
  'pricing.choosePlan': 'Obtener Pro',
  'pricing.choosePlanLabel': 'Obtener {{plan}}: crea una cuenta y luego paga',
  'pricing.action.checkout': 'Mejorar el plan',
  'pricing.action.resubscribe': 'Volver a suscribirse',
  'pricing.action.switch': 'Cambiar a este plan',
  'pricing.switchNote': 'Tu plan Pro actual deja de renovarse en cuanto pagues este.',
  'pricing.endingNote': 'Tu plan va a terminar. Vuelve a suscribirte para seguir con Pro.',
  'pricing.openingCheckout': 'Abriendo el pago…',
  'pricing.openingCheckoutFor': 'Abriendo el pago de {{plan}}…',
  'pricing.checkoutFailed': 'No pudimos abrir el pago. {{reason}}',
  'pricing.alreadyOnPlan': 'Ya tienes este plan. No se te cobró nada.',
  'pricing.paymentsOff':
    'Todavía no se puede comprar Pro en este servidor: los pagos no están configurados aquí. El plan Gratuito funciona como siempre. Si administras este servidor, configura Stripe para vender Pro.',
  'pricing.unavailable': 'No disponible en este servidor',
  'errors.paymentsNotConfigured':
    'Los pagos no están configurados en este servidor, así que aquí no se pueden comprar planes. No se te cobró nada.',
  'register.continueSubtitle': 'Primero crea tu cuenta; después te llevamos directamente al pago.',
  'errors.proRequired': 'Esta es una función Pro. Pásate a Pro para usarla.',

  'contact.title': 'Contáctanos sobre un plan Personalizado',
  'contact.lead': 'Cuéntanos sobre tus eventos y te responderemos por correo electrónico.',
  'contact.name': 'Nombre',
  'contact.email': 'Correo electrónico',
  'contact.company': 'Empresa (opcional)',
  'contact.audienceSize': 'Tamaño del público (opcional)',
  'contact.audienceSizeHint': 'Cuántas personas se unen a la vez, aproximadamente.',
  'contact.message': 'Mensaje',
  'contact.send': 'Enviar la solicitud',
  'contact.sending': 'Enviando…',
  'contact.cancel': 'Cancelar',
  'contact.close': 'Cerrar',
  'contact.sentTitle': 'Solicitud enviada',
  'contact.sentBody':
    '¡Gracias! Nuestro equipo te responderá por correo electrónico en un plazo de dos días hábiles.',
  'contact.sentToast': 'Tu solicitud se envió.',

  'sandbox.bannerTitle': 'Modo de prueba: sin pagos reales',
  'sandbox.bannerText':
    'Este es el pago de prueba integrado. No se cobra ninguna tarjeta y nada de lo que escribas aquí se envía a ninguna parte.',
  'sandbox.title': 'Pago',
  'sandbox.loadFailed': 'No pudimos cargar este pago. {{reason}}',
  'sandbox.retryLoad': 'Reintentar',
  'sandbox.summaryTitle': 'Pedido',
  'sandbox.plan': 'Plan',
  'sandbox.price': 'Precio',
  'sandbox.account': 'Cuenta',
  'sandbox.cardTitle': 'Tarjeta de prueba',
  'sandbox.cardNumber': 'Número de tarjeta',
  'sandbox.cardExpiry': 'Vencimiento',
  'sandbox.cardCvc': 'CVC',
  'sandbox.pay': 'Pagar {{price}}',
  'sandbox.paying': 'Pagando…',
  'sandbox.working': 'Espera un momento…',
  'sandbox.decline': 'Rechazar la tarjeta',
  'sandbox.cancel': 'Cancelar',
  'sandbox.declineHint':
    '«Rechazar la tarjeta» se comporta como una tarjeta que el banco rechaza, para que puedas probar ese caso.',
  'sandbox.closed.paid': 'Este pago ya está hecho.',
  'sandbox.closed.canceled': 'Este pago se canceló. Empieza uno nuevo desde la página de precios.',
  'sandbox.closed.declined':
    'La tarjeta se rechazó en este pago. Empieza uno nuevo desde la página de precios.',
  'sandbox.closed.expired': 'Este pago caducó. Empieza uno nuevo desde la página de precios.',
  'sandbox.closed.open': 'Este pago está abierto.',

  'checkoutSuccess.confirmingTitle': 'Confirmando tu pago…',
  'checkoutSuccess.confirmingBody': 'Esto suele tardar unos segundos. Mantén esta página abierta.',
  'checkoutSuccess.slowTitle': 'Tu pago todavía se está confirmando',
  'checkoutSuccess.slowBody':
    'El proveedor de pagos aún no lo ha confirmado. Puede tardar un minuto; la página de tu cuenta mostrará el nuevo plan en cuanto se confirme.',
  'checkoutSuccess.checkFailedTitle': 'No pudimos comprobar tu pago',
  'checkoutSuccess.checkFailedBody':
    '{{reason}} Si pagaste, la página de tu cuenta mostrará el nuevo plan cuando se confirme.',
  'checkoutSuccess.notPaidBody': 'Este pago no se completó, así que no se te cobró nada.',
  'checkoutSuccess.seeWhy': 'Ver qué pasó',
  'checkoutSuccess.paidRenews': 'Ya tienes el plan {{plan}}. Se renueva el {{date}}.',
  'checkoutSuccess.paidEnds': 'Ya tienes el plan {{plan}} hasta el {{date}}.',
  'checkoutSuccess.paidNoDate': 'Ya tienes el plan {{plan}}.',

  'checkoutError.paidTitle': 'Este pago se completó',
  'checkoutError.paidBody': 'Buenas noticias: este pago sí se realizó.',
  'checkoutError.seePlan': 'Ver tu plan',
  'checkoutError.tryAgain': 'Reintentar',
  'checkoutError.title.canceled': 'Pago cancelado',
  'checkoutError.body.canceled':
    'Cancelaste el pago, así que no se te cobró nada. Tu plan no cambió.',
  'checkoutError.title.declined': 'Se rechazó tu tarjeta',
  'checkoutError.body.declined':
    'Se rechazó tu tarjeta, así que no se te cobró nada. Prueba con otra tarjeta o pregunta a tu banco por qué rechazó el pago.',
  'checkoutError.title.expired': 'El pago caducó',
  'checkoutError.body.expired':
    'El pago estuvo abierto demasiado tiempo y caducó. No se te cobró nada.',
  'checkoutError.title.unknown': 'Pago no completado',
  'checkoutError.body.unknown':
    'El pago no se completó y no se te cobró nada. Vuelve a intentarlo.',

  'subscription.loadFailed': 'No pudimos cargar tu suscripción. {{reason}}',
  'subscription.retry': 'Reintentar',
  'subscription.resubscribe': 'Volver a suscribirse',
  'subscription.stopRenew': 'Cancelar la renovación',
  'subscription.stopTitle': '¿Cancelar la renovación?',
  'subscription.stopBody':
    'Mantienes el plan {{plan}} hasta el {{date}}. Después, tu cuenta pasa al plan Gratuito y no se te vuelve a cobrar.',
  'subscription.stopConfirm': 'Cancelar la renovación',
  'subscription.stopped': 'Renovación cancelada. Tu plan termina el {{date}}.',
  'subscription.working': 'Espera un momento…',
  'subscription.testClock': 'Reloj de prueba: terminar este periodo ahora',
  'subscription.testClockHint':
    'Solo en modo de prueba: salta al final del periodo pagado para ver qué ocurre.',
  'subscription.testClockDone': 'El periodo terminó. Ahora tu plan es {{plan}}.',
  'subscription.paymentFailed':
    'Falló el pago de tu última renovación. Actualiza tu tarjeta antes del {{date}} para conservar tu plan.',
  'subscription.testMode': 'Modo de prueba',
  'subscription.status': 'Estado',
  'subscription.status.free': 'Gratuito',
  'subscription.status.active': 'Activo',
  'subscription.status.ending': 'Por terminar',
  'subscription.status.past_due': 'Pago vencido',
  'subscription.nextRenewal': 'Próxima renovación',
  'subscription.endsTitle': 'Termina',
  'subscription.renewsOn': 'Se renueva el {{date}}',
  'subscription.endsOn': 'Termina el {{date}}; después, plan Gratuito',
  'subscription.payment': 'Pago',
  'subscription.paymentState.none': 'Todavía ninguno',
  'subscription.paymentState.paid': 'Pagado',
  'subscription.paymentState.pending': 'Pendiente',
  'subscription.paymentState.failed': 'Fallido',
  'subscription.audienceLimit': 'Límite de público',
  'subscription.audienceCount': '{{count, number}} personas a la vez',

  'branding.proBadge': 'Pro',
  'branding.upgrade': 'Pásate a Pro',
  'branding.proFontsHint': 'Las fuentes marcadas como Pro requieren un plan Pro.',
  'branding.fontHiddenOnFree':
    '{{family}} es una fuente Pro: sigue guardada, pero las diapositivas usan la fuente predeterminada mientras tengas el plan Gratuito.',
  'branding.logo': 'Logotipo',
  'branding.logoHint': 'Se muestra en una esquina de cada diapositiva y en la sala de espera.',
  'branding.logoProOnly':
    'Un logotipo propio es una función Pro. Mejora tu plan para añadir el tuyo.',
  'branding.logoHiddenOnFree':
    'Tu logotipo está guardado, pero oculto mientras tengas el plan Gratuito. Pásate a Pro para volver a mostrarlo.',
  'branding.uploadLogo': 'Subir un logotipo',
  'branding.removeLogo': 'Quitar el logotipo',
  'branding.logoAlt': 'Logotipo de la presentación',
  'branding.logoPreviewAlt': 'Tu logotipo',
};
