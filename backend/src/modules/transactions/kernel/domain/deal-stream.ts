/** The deal's stream (ADR 0020). */
export const transactionStream = (transactionId: string) => `transaction-${transactionId}`;
export const TRANSACTION_STREAM_TYPE = 'transaction';
/** The vault subject of the deal's parties (ADR 0020): the deal itself, not any one person. */
export const transactionSubject = (transactionId: string) => `transaction-${transactionId}`;
