/**
 * The source language's translator, compiled where it is needed: unit tests and Storybook, which render components
 * outside the app's root. The app never imports this (its pages embed their compiled messages).
 */
import account from './locales/en-GB/account.json';
import booker from './locales/en-GB/booker.json';
import booking from './locales/en-GB/booking.json';
import common from './locales/en-GB/common.json';
import design from './locales/en-GB/design.json';
import flights from './locales/en-GB/flights.json';
import mail from './locales/en-GB/mail.json';
import operator from './locales/en-GB/operator.json';
import payment from './locales/en-GB/payment.json';
import server from './locales/en-GB/server.json';
import templates from './locales/en-GB/templates.json';
import tracking from './locales/en-GB/tracking.json';
import { SOURCE_LOCALE } from '../api/wire/locales';
import type { Namespace } from './catalogs';
import { compileCatalog } from './compileCatalog';
import { createTranslator, type Translator } from './translator';

export const SOURCE_CATALOGS: Record<Namespace, Record<string, string>> = {
  common,
  design,
  templates,
  tracking,
  booker,
  mail,
  booking,
  flights,
  payment,
  account,
  operator,
  server,
};

/** Every source message, by id. */
export const SOURCE_MESSAGES: Record<string, string> = Object.assign({}, ...Object.values(SOURCE_CATALOGS));

export function sourceTranslator(): Translator {
  const namespaces = Object.keys(SOURCE_CATALOGS) as Namespace[];
  return createTranslator(SOURCE_LOCALE, compileCatalog(SOURCE_MESSAGES), namespaces);
}
