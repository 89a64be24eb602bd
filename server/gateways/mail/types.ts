/**
 * What the reference API asks of mail: one `Mailer`, handed to the routes and services that send mail by buildApp
 * (its `mailer` option), as payments are handed a `PaymentGateway`. The reference implementation is the outbox
 * (outbox.ts): nothing is delivered, the mail is stored where the operator and tests read it. A delivering mailer
 * (SMTP, a provider's API) implements the same interface; to keep "stored with the change it tells of, or not at
 * all", it would store in `send` and deliver after the commit.
 */
import type { Db } from '../../db';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Mail {
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  /** The same text as HTML, for a language that needs its direction set (Arabic: dir="rtl"); absent otherwise. */
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  readonly name: string;
  /** Sends one message; `db` is the caller's transaction where there is one, so the mail goes with its change. */
  send(db: Db, mail: Mail, now: Date): Promise<void>;
}
