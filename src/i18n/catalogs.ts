/**
 * The message catalogs: one JSON file per locale and namespace in src/i18n/locales, ICU MessageFormat, en-GB the source.
 * A page needs only some namespaces, and a visitor only their language's, so the server embeds those a page needs,
 * compiled, in the page (the browser carries no message parser), and the rest are fetched when a page wants them.
 */
import type { Locale } from '../api/wire/locales';

export const NAMESPACES = [
  'common',
  'design',
  'templates',
  'tracking',
  'booker',
  'mail',
  'booking',
  'flights',
  'payment',
  'account',
  'operator',
  'server',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The source catalogs' shapes: a message id exists when en-GB has it, so a misspelt id fails to compile. */
interface SourceCatalogs {
  common: typeof import('./locales/en-GB/common.json');
  design: typeof import('./locales/en-GB/design.json');
  templates: typeof import('./locales/en-GB/templates.json');
  tracking: typeof import('./locales/en-GB/tracking.json');
  booker: typeof import('./locales/en-GB/booker.json');
  mail: typeof import('./locales/en-GB/mail.json');
  booking: typeof import('./locales/en-GB/booking.json');
  flights: typeof import('./locales/en-GB/flights.json');
  payment: typeof import('./locales/en-GB/payment.json');
  account: typeof import('./locales/en-GB/account.json');
  operator: typeof import('./locales/en-GB/operator.json');
  server: typeof import('./locales/en-GB/server.json');
}

export type MessageId = { [N in Namespace]: Extract<keyof SourceCatalogs[N], string> }[Namespace];

/** Values a message interpolates: `{name}`, `{count, plural, …}`, `{kind, select, …}`. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

/** A catalog as the runtime reads it: each message compiled (Lingui's form), keyed by id. */
export type CompiledCatalog = Record<string, unknown>;

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value);
}

/** Every id starts with its namespace ("common.header.openMenu" is in common). */
export function namespaceOf(id: string): string {
  return id.slice(0, id.indexOf('.'));
}

/** Where the browser fetches a compiled catalog the page did not embed (server/routes/messages.ts). */
export function catalogPath(locale: Locale, namespace: Namespace): string {
  return `/i18n/${locale}/${namespace}.json`;
}

export const EMBEDDED_MESSAGES_ID = 'app-messages';

/** What the server embeds: the page's language and its namespaces' compiled messages. */
export interface EmbeddedMessages {
  locale: Locale;
  namespaces: Namespace[];
  messages: CompiledCatalog;
}
