import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LOCALE_CODES, SOURCE_LOCALE } from '../api/wire/locales';
import { NAMESPACES } from './catalogs';
import { placeholdersOf } from './messageOverrides';

const dir = path.join(path.dirname(new URL(import.meta.url).pathname), 'locales');
const read = (locale: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(dir, locale, `${namespace}.json`), 'utf8')) as Record<string, string>;

/**
 * Messages that read the same in a translation on purpose (a brand, a symbol, a word the language borrows); every
 * other value equal to the source's counts as untranslated.
 */
const SAME_AS_SOURCE: Record<string, string[]> = {
  // The operator console's form: a label's pattern, a brand and words each language shares with English.
  'operator.list.itemField': ['fr', 'de', 'es', 'it', 'pl'],
  'operator.prices.priceIn': LOCALE_CODES.filter((l) => l !== SOURCE_LOCALE),
  'operator.payment.paypal': ['fr', 'de', 'es', 'it', 'pl'],
  'operator.list.faq': ['fr'],
  'operator.list.field.question': ['fr'],
  'operator.vehicle.description': ['fr'],
  'operator.prices.description': ['fr'],
  'operator.licence.named': ['fr'],
  'operator.list.sociallinks': ['de', 'pl'],
  'operator.layout.legend': ['de'],
  'operator.licence.domains': ['de'],
  'booking.contact.summaryLine': ['de', 'es', 'it', 'pl', 'ar'],
  'booking.contact.password': ['it'],
  'common.footer.copyright': LOCALE_CODES.filter((l) => l !== SOURCE_LOCALE),
  'common.footer.skype': ['de', 'es', 'it', 'pl'],
  'common.menu.title': ['fr', 'it', 'pl'],
  'common.page.ticket': ['de'],
  'common.payment.paypal': ['fr', 'de', 'es', 'it', 'pl'],
  'account.countdown.minutes': ['fr'],
  // The account's words spelt as English does.
  'account.field.password': ['it'],
  'account.profile.offersNo': ['es', 'it'],
  'account.profile.name': ['de'],
  'account.places.name': ['de'],
  'design.dialog.ok': ['fr', 'de', 'it', 'pl'],
  'design.dialog.message': ['fr'],
  'design.dialog.question': ['fr'],
  'design.field.errorPrefix': ['es'],
  'design.picker.quickMinutes': ['fr', 'es', 'it', 'pl'],
  'design.picker.date': ['fr'],
  'design.picker.minute': ['fr', 'de'],
  'templates.home.contact.message': ['fr'],
  'templates.home.contact.name': ['de'],
  'tracking.status.label': ['de', 'pl'],
  'tracking.status.live': ['de'],
  'tracking.countdown.miles': ['fr'],
  'tracking.driver.licence': ['fr'],
  'booker.statement.total': ['fr', 'es'],
  'booker.statement.via': ['fr', 'it'],
  'booker.column.commission': ['fr'],
  'booker.invoices.actions': ['fr'],
  'booker.column.name': ['de'],
  'booker.column.status': ['de', 'pl'],
  // The payment's words spelt as English does.
  'payment.card.field.name': ['de'],
  'payment.error.title': ['es'],
  'payment.ticket.row.extras': ['de', 'es'],
  // The mail's words that the language borrows or spells as English does.
  'mail.extras': ['de', 'es'],
  'mail.status': ['de', 'pl'],
  'mail.total': ['es'],
  'mail.invoice.col.date': ['fr'],
  'mail.invoice.col.commission': ['fr'],
  // The change mail's line is punctuation around the field and its values.
  'mail.changed.line': ['de', 'es', 'it', 'pl'],
  // The console's words Italian borrows.
  'operator.signIn.password': ['it'],
  // A licence's code and its domain, both names.
  'operator.licences.option': LOCALE_CODES.filter((l) => l !== SOURCE_LOCALE),
};

describe('the message catalogs', () => {
  it('has a folder for every language and a file for every namespace, and nothing else', () => {
    expect(
      readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort(),
    ).toEqual([...LOCALE_CODES].sort());
    for (const locale of LOCALE_CODES) {
      expect(readdirSync(path.join(dir, locale)).sort()).toEqual(NAMESPACES.map((n) => `${n}.json`).sort());
    }
  });

  for (const namespace of NAMESPACES) {
    const source = read(SOURCE_LOCALE, namespace);

    it(`${namespace}: every id starts with its namespace and every source message compiles`, () => {
      for (const [id, message] of Object.entries(source)) {
        expect(id.startsWith(`${namespace}.`), id).toBe(true);
        expect(() => compileMessage(message), id).not.toThrow();
      }
    });

    for (const locale of LOCALE_CODES.filter((l) => l !== SOURCE_LOCALE)) {
      it(`${namespace} in ${locale}: every key, no other, none empty, untranslated or with other placeholders`, () => {
        const translated = read(locale, namespace);
        expect(Object.keys(translated).sort()).toEqual(Object.keys(source).sort());
        for (const [id, message] of Object.entries(translated)) {
          expect(message.trim(), `${locale} ${id} is empty`).not.toBe('');
          if (message === source[id])
            expect(SAME_AS_SOURCE[id] ?? [], `${locale} ${id} is untranslated`).toContain(locale);
          expect(placeholdersOf(message), `${locale} ${id}`).toEqual(placeholdersOf(source[id]));
        }
      });
    }
  }
});
