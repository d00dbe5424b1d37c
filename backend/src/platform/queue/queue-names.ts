/** Every BullMQ queue, named in one place (STYLE.md: queue names in one enum). */
export enum QueueName {
  Diagnostics = 'diagnostics',
  Email = 'email',
  DataExports = 'data-exports',
  Deadlines = 'deadlines',
  Transactions = 'transactions',
}

export const ALL_QUEUES: readonly QueueName[] = Object.values(QueueName);
