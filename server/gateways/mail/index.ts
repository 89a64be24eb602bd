/** The mailers this server has: the outbox (the default, and the only one the reference API needs). */
export type * from './types';
export { latestOutbox, outboxMailer, OUTBOX_LIMIT, type OutboxMessage } from './outbox';
