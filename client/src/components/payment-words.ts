// The English words both payment forms share (the desk's Record Payment, the guest's Make Payment); the
// guest's dashboard messages reuse them, with Filipino beside them.
export const PAYMENT_WORDS = {
  recorded: 'Payment Recorded',
  total: 'Total',
  paid: 'Paid',
  balance: 'Balance',
  amount: 'Amount (₱)',
  submit: 'Record Payment',
  pending: 'Recording...',
};

export type PaymentWords = typeof PAYMENT_WORDS;
