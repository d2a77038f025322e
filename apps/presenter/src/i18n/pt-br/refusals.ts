/** Brazilian Portuguese wording of the refusals the server names by `reason`. */
export const ptBRRefusals = {
  'refusal.billing.alreadyOnPlan': 'Você já tem o plano {{plan}}. Nada foi cobrado.',
  'refusal.billing.alreadyOnPlanRenews':
    'Você já tem o plano {{plan}}. Ele renova em {{date}}. Nada foi cobrado.',
  'refusal.billing.customIncludesPro':
    'Seu plano Personalizado já inclui tudo do Pro. Fale conosco para alterá-lo.',
  'refusal.billing.nothingRenews': 'Seu plano não é renovado: não há renovação para cancelar.',
  'refusal.billing.checkoutClosed.paid':
    'Este pagamento já foi feito. Comece um novo na página de preços.',
  'refusal.billing.checkoutClosed.canceled':
    'Este pagamento foi cancelado. Comece um novo na página de preços.',
  'refusal.billing.checkoutClosed.declined':
    'Este pagamento foi recusado. Comece um novo na página de preços.',
  'refusal.billing.checkoutClosed.expired':
    'Este pagamento expirou. Comece um novo na página de preços.',
  'refusal.billing.noSandboxPeriod':
    'Não há nenhuma assinatura de teste (sandbox) em andamento cujo período possa ser encerrado.',
  'refusal.reports.runActive':
    'Esta sessão ainda está em andamento. Encerre-a antes de excluir os resultados.',
  'refusal.remote.pairingGone':
    'Este código de pareamento já foi usado, expirou ou foi revogado. Mostre um novo código na tela de controle e escaneie de novo.',
  'refusal.deck.changedElsewhere':
    'Esta apresentação foi alterada em outro lugar. Recarregue-a e tente de novo.',
  'refusal.account.lastOwner':
    'Você é o último proprietário de {{organisation}}. Torne outro membro proprietário, ou peça a exclusão da organização, antes de excluir sua conta.',
  'errors.paymentProviderUnavailable':
    'Não foi possível acessar o serviço de pagamento. Nada foi cobrado; tente de novo em instantes.',
  'refusal.embed.tooMany':
    'Uma apresentação tem no máximo {{max}} links de incorporação. Desligue um primeiro.',
};
