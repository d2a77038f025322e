/**
 * Spanish texts of the refusals the server names by `reason` (core's REFUSAL_REASONS).
 */
export const esRefusals = {
  'refusal.billing.alreadyOnPlan': 'Ya tienes el plan {{plan}}. No se te cobró nada.',
  'refusal.billing.alreadyOnPlanRenews':
    'Ya tienes el plan {{plan}}. Se renueva el {{date}}. No se te cobró nada.',
  'refusal.billing.customIncludesPro':
    'Tu plan Personalizado ya incluye todo lo del plan Pro. Contáctanos para cambiarlo.',
  'refusal.billing.nothingRenews': 'Tu plan no se renueva: no hay ninguna renovación que cancelar.',
  'refusal.billing.checkoutClosed.paid':
    'Este pago ya está hecho. Empieza uno nuevo desde la página de precios.',
  'refusal.billing.checkoutClosed.canceled':
    'Este pago se canceló. Empieza uno nuevo desde la página de precios.',
  'refusal.billing.checkoutClosed.declined':
    'Se rechazó este pago. Empieza uno nuevo desde la página de precios.',
  'refusal.billing.checkoutClosed.expired':
    'Este pago caducó. Empieza uno nuevo desde la página de precios.',
  'refusal.billing.noSandboxPeriod':
    'No hay ninguna suscripción de prueba activa cuyo periodo se pueda terminar.',
  'refusal.reports.runActive':
    'Esta sesión todavía está en curso. Termínala antes de eliminar sus resultados.',
  'refusal.remote.pairingGone':
    'Este código de vinculación ya se usó, caducó o se revocó. Muestra un código nuevo en la pantalla de control y vuelve a escanearlo.',
  'refusal.deck.changedElsewhere':
    'Esta presentación se modificó en otro lugar. Recárgala e inténtalo de nuevo.',
  'refusal.account.lastOwner':
    'Eres la última persona propietaria de {{organisation}}. Nombra propietaria a otra persona miembro, o haz que se elimine la organización, antes de eliminar tu cuenta.',
  'errors.paymentProviderUnavailable':
    'No se pudo conectar con el servicio de pagos. No se te cobró nada; inténtalo de nuevo en un momento.',
  'refusal.embed.tooMany':
    'Una presentación tiene como máximo {{max}} enlaces para insertar. Desactiva uno primero.',
};
