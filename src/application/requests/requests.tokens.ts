/**
 * Injection tokens of the requests screens' use cases (requests.use-cases.ts), bound to use
 * cases loaded on their first call (see orders.tokens.ts).
 */
export const REQUESTS = {
  listCancellations: Symbol.for('requests.listCancellations'),
  answerCancellation: Symbol.for('requests.answerCancellation'),
  cancelTreatment: Symbol.for('requests.cancelTreatment'),
  listNonConformities: Symbol.for('requests.listNonConformities'),
  countWaitingNonConformities: Symbol.for('requests.countWaitingNonConformities'),
  uploadNonConformityFile: Symbol.for('requests.uploadNonConformityFile'),
  answerNonConformity: Symbol.for('requests.answerNonConformity'),
} as const;
