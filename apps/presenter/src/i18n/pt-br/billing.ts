/** Brazilian Portuguese contact-form validation texts; core's VALIDATION_MESSAGES win when they name the same code. */
export const ptBRBillingValidation = {
  'validation.company.tooLong': 'Use no máximo 200 caracteres.',
  'validation.audienceSize.range': 'Informe um número inteiro de pessoas, no mínimo 1.',
  'validation.message.required': 'Conte um pouco sobre o que você precisa.',
  'validation.message.tooLong': 'Use no máximo 2.000 caracteres.',
};

/** Brazilian Portuguese texts of checkout, the sandbox checkout, the subscription and Pro features. */
export const ptBRBilling = {
  'pricing.choosePlan': 'Assinar o Pro',
  'pricing.choosePlanLabel': 'Assinar o {{plan}}: crie uma conta e depois pague',
  'pricing.action.checkout': 'Fazer upgrade',
  'pricing.action.resubscribe': 'Assinar de novo',
  'pricing.action.switch': 'Mudar para este plano',
  'pricing.switchNote': 'Seu plano Pro atual deixa de ser renovado assim que este for pago.',
  'pricing.endingNote':
    'Seu plano está programado para terminar. Assine de novo para manter o Pro.',
  'pricing.openingCheckout': 'Abrindo o pagamento…',
  'pricing.openingCheckoutFor': 'Abrindo o pagamento do {{plan}}…',
  'pricing.checkoutFailed': 'Não foi possível abrir o pagamento. {{reason}}',
  'pricing.alreadyOnPlan': 'Você já tem este plano. Nada foi cobrado.',
  'pricing.paymentsOff':
    'O Pro ainda não pode ser comprado neste servidor: os pagamentos não estão configurados aqui. O plano Gratuito funciona normalmente. Se você administra este servidor, configure o Stripe para vender o Pro.',
  'pricing.unavailable': 'Indisponível neste servidor',
  'errors.paymentsNotConfigured':
    'Os pagamentos não estão configurados neste servidor, então não é possível comprar planos aqui. Nada foi cobrado.',
  'register.continueSubtitle':
    'Primeiro crie sua conta; depois levamos você direto para o pagamento.',
  'errors.proRequired': 'Este é um recurso do Pro. Faça upgrade para o Pro para usá-lo.',

  'contact.title': 'Fale conosco sobre um plano Personalizado',
  'contact.lead': 'Conte sobre seus eventos e responderemos por e-mail.',
  'contact.name': 'Nome',
  'contact.email': 'E-mail',
  'contact.company': 'Empresa (opcional)',
  'contact.audienceSize': 'Tamanho do público (opcional)',
  'contact.audienceSizeHint': 'Quantas pessoas entram ao mesmo tempo, aproximadamente.',
  'contact.message': 'Mensagem',
  'contact.send': 'Enviar solicitação',
  'contact.sending': 'Enviando…',
  'contact.cancel': 'Cancelar',
  'contact.close': 'Fechar',
  'contact.sentTitle': 'Solicitação enviada',
  'contact.sentBody': 'Obrigado! Nossa equipe vai responder por e-mail em até dois dias úteis.',
  'contact.sentToast': 'Sua solicitação foi enviada.',

  'sandbox.bannerTitle': 'Modo de teste — nenhum pagamento real',
  'sandbox.bannerText':
    'Este é o pagamento de teste (sandbox) integrado. Nenhum cartão é cobrado e nada do que você digitar aqui é enviado a lugar algum.',
  'sandbox.title': 'Pagamento',
  'sandbox.loadFailed': 'Não foi possível carregar este pagamento. {{reason}}',
  'sandbox.retryLoad': 'Tentar de novo',
  'sandbox.summaryTitle': 'Pedido',
  'sandbox.plan': 'Plano',
  'sandbox.price': 'Preço',
  'sandbox.account': 'Conta',
  'sandbox.cardTitle': 'Cartão de teste',
  'sandbox.cardNumber': 'Número do cartão',
  'sandbox.cardExpiry': 'Validade',
  'sandbox.cardCvc': 'CVC',
  'sandbox.pay': 'Pagar {{price}}',
  'sandbox.paying': 'Pagando…',
  'sandbox.working': 'Aguarde…',
  'sandbox.decline': 'Recusar cartão',
  'sandbox.cancel': 'Cancelar',
  'sandbox.declineHint':
    '“Recusar cartão” simula um cartão recusado pelo banco, para você testar esse caminho.',
  'sandbox.closed.paid': 'Este pagamento já foi feito.',
  'sandbox.closed.canceled': 'Este pagamento foi cancelado. Comece um novo na página de preços.',
  'sandbox.closed.declined':
    'O cartão foi recusado neste pagamento. Comece um novo na página de preços.',
  'sandbox.closed.expired': 'Este pagamento expirou. Comece um novo na página de preços.',
  'sandbox.closed.open': 'Este pagamento está em aberto.',

  'checkoutSuccess.confirmingTitle': 'Confirmando seu pagamento…',
  'checkoutSuccess.confirmingBody':
    'Isso costuma levar alguns segundos. Mantenha esta página aberta.',
  'checkoutSuccess.slowTitle': 'Seu pagamento ainda está sendo confirmado',
  'checkoutSuccess.slowBody':
    'O provedor de pagamento ainda não confirmou. Isso pode levar um minuto; a página da sua conta mostra o novo plano assim que ele for confirmado.',
  'checkoutSuccess.checkFailedTitle': 'Não foi possível verificar seu pagamento',
  'checkoutSuccess.checkFailedBody':
    '{{reason}} Se você pagou, a página da sua conta mostra o novo plano assim que ele for confirmado.',
  'checkoutSuccess.notPaidBody': 'Este pagamento não foi feito, então nada foi cobrado.',
  'checkoutSuccess.seeWhy': 'Ver o que aconteceu',
  'checkoutSuccess.paidRenews': 'Agora você está no plano {{plan}}. Ele renova em {{date}}.',
  'checkoutSuccess.paidEnds': 'Agora você está no plano {{plan}} até {{date}}.',
  'checkoutSuccess.paidNoDate': 'Agora você está no plano {{plan}}.',

  'checkoutError.paidTitle': 'Este pagamento foi aprovado',
  'checkoutError.paidBody': 'Boa notícia: este pagamento foi feito, afinal.',
  'checkoutError.seePlan': 'Ver seu plano',
  'checkoutError.tryAgain': 'Tentar de novo',
  'checkoutError.title.canceled': 'Pagamento cancelado',
  'checkoutError.body.canceled':
    'Você cancelou o pagamento, então nada foi cobrado. Seu plano não mudou.',
  'checkoutError.title.declined': 'Seu cartão foi recusado',
  'checkoutError.body.declined':
    'Seu cartão foi recusado, então nada foi cobrado. Tente outro cartão ou pergunte ao seu banco por que ele recusou o pagamento.',
  'checkoutError.title.expired': 'O pagamento expirou',
  'checkoutError.body.expired':
    'O pagamento ficou aberto por tempo demais e expirou. Nada foi cobrado.',
  'checkoutError.title.unknown': 'Pagamento não concluído',
  'checkoutError.body.unknown': 'O pagamento não foi aprovado e nada foi cobrado. Tente de novo.',

  'subscription.loadFailed': 'Não foi possível carregar sua assinatura. {{reason}}',
  'subscription.retry': 'Tentar de novo',
  'subscription.resubscribe': 'Assinar de novo',
  'subscription.stopRenew': 'Cancelar a renovação',
  'subscription.stopTitle': 'Cancelar a renovação?',
  'subscription.stopBody':
    'Você mantém o plano {{plan}} até {{date}}. Depois disso, sua conta passa para o plano Gratuito e nada mais é cobrado.',
  'subscription.stopConfirm': 'Cancelar a renovação',
  'subscription.stopped': 'Renovação cancelada. Seu plano termina em {{date}}.',
  'subscription.working': 'Aguarde…',
  'subscription.testClock': 'Relógio de teste do sandbox: encerrar este período agora',
  'subscription.testClockHint':
    'Só no modo de teste: pula para o fim do período pago para você ver o que acontece.',
  'subscription.testClockDone': 'O período terminou. Seu plano agora é {{plan}}.',
  'subscription.paymentFailed':
    'O pagamento da sua última renovação falhou. Atualize seu cartão antes de {{date}} para manter seu plano.',
  'subscription.testMode': 'Modo de teste',
  'subscription.status': 'Status',
  'subscription.status.free': 'Gratuito',
  'subscription.status.active': 'Ativa',
  'subscription.status.ending': 'Terminando',
  'subscription.status.past_due': 'Pagamento atrasado',
  'subscription.nextRenewal': 'Próxima renovação',
  'subscription.endsTitle': 'Termina em',
  'subscription.renewsOn': 'Renova em {{date}}',
  'subscription.endsOn': 'Termina em {{date}} — depois, Gratuito',
  'subscription.payment': 'Pagamento',
  'subscription.paymentState.none': 'Nenhum ainda',
  'subscription.paymentState.paid': 'Pago',
  'subscription.paymentState.pending': 'Pendente',
  'subscription.paymentState.failed': 'Falhou',
  'subscription.audienceLimit': 'Limite de público',
  'subscription.audienceCount': '{{count, number}} pessoas ao mesmo tempo',

  'branding.proBadge': 'Pro',
  'branding.upgrade': 'Fazer upgrade para o Pro',
  'branding.proFontsHint': 'As fontes marcadas como Pro exigem um plano Pro.',
  'branding.fontHiddenOnFree':
    '{{family}} é uma fonte Pro: ela continua salva, mas os slides usam a fonte padrão enquanto você estiver no plano Gratuito.',
  'branding.logo': 'Logo',
  'branding.logoHint': 'Aparece em um canto de cada slide e na tela de entrada.',
  'branding.logoProOnly':
    'Um logo personalizado é um recurso do Pro. Faça upgrade para adicionar o seu.',
  'branding.logoHiddenOnFree':
    'Seu logo está salvo, mas fica oculto enquanto você estiver no plano Gratuito. Faça upgrade para o Pro para mostrá-lo de novo.',
  'branding.uploadLogo': 'Enviar logo',
  'branding.removeLogo': 'Remover logo',
  'branding.logoAlt': 'Logo da apresentação',
  'branding.logoPreviewAlt': 'Seu logo',
};
