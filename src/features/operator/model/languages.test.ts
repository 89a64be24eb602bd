import { describe, expect, it } from 'vitest';
import { SOURCE_MESSAGES, sourceTranslator } from '@/i18n/sourceTranslator';
import { checkDraft, issueFromProblem } from './consoleForm';
import { findMessages, withDefaultLanguage, withLanguage, withOverride } from './languages';
import seed from '../../../../server/seed/operator.json';

const say = sourceTranslator();

describe('the languages an operator offers', () => {
  it('keeps the default first and the others in the app’s order, and never switches the default off', () => {
    expect(withLanguage(['en-GB'], 'ar', true)).toEqual(['en-GB', 'ar']);
    expect(withLanguage(['en-GB', 'ar'], 'fr', true)).toEqual(['en-GB', 'fr', 'ar']);
    expect(withLanguage(['en-GB', 'fr', 'ar'], 'fr', false)).toEqual(['en-GB', 'ar']);
    expect(withLanguage(['fr', 'en-GB'], 'fr', false)).toEqual(['fr', 'en-GB']);
  });

  it('makes a language the default, switching it on', () => {
    expect(withDefaultLanguage(['en-GB', 'de'], 'fr')).toEqual(['fr', 'en-GB', 'de']);
    expect(withDefaultLanguage(['en-GB', 'de'], 'de')).toEqual(['de', 'en-GB']);
  });
});

describe('the operator’s own wording', () => {
  it('sets and removes an override, keeping no empty language or object', () => {
    const one = withOverride(undefined, 'fr', 'common.menu.whyUs', 'Nos atouts');
    expect(one).toEqual({ fr: { 'common.menu.whyUs': 'Nos atouts' } });
    expect(withOverride(one, 'de', 'common.menu.whyUs', 'Warum wir')).toEqual({
      fr: { 'common.menu.whyUs': 'Nos atouts' },
      de: { 'common.menu.whyUs': 'Warum wir' },
    });
    expect(withOverride(one, 'fr', 'common.menu.whyUs', '')).toBeUndefined();
  });

  it('finds messages by id or English words, the overridden first, and lists only those for no search', () => {
    const catalogs = {
      source: { 'a.one': 'Why Us', 'a.two': 'Call us on {phone}', 'b.three': 'Menu' },
      translation: { 'a.one': 'Pourquoi nous' },
    };
    expect(findMessages('why', catalogs).rows).toEqual([
      { id: 'a.one', source: 'Why Us', translation: 'Pourquoi nous', override: undefined },
    ]);
    expect(findMessages('a.', catalogs, { 'a.two': 'Appelez le {phone}' }).rows.map((r) => r.id)).toEqual([
      'a.two',
      'a.one',
    ]);
    expect(findMessages('', catalogs, { 'b.three': 'Le menu' }).rows.map((r) => r.id)).toEqual(['b.three']);
    expect(findMessages('a', catalogs, {}, 1)).toMatchObject({ more: 1 });
  });

  it('refuses an override before Save by the server’s check, named as the Languages section shows it', () => {
    const document = {
      ...seed,
      messages: { fr: { 'common.footer.callUsOn': 'Appelez le {numero}', 'common.menu.nothing': 'Rien' } },
    } as unknown as Parameters<typeof checkDraft>[1] & { configuration: Parameters<typeof checkDraft>[0] };
    const { issues } = checkDraft(document.configuration, document, say);
    expect(issues).toEqual([
      {
        path: 'messages.fr.common.footer.callUsOn',
        message: 'The French wording of common.footer.callUsOn must use the placeholders {phone}',
      },
      {
        path: 'messages.fr.common.menu.nothing',
        message: 'The French wording of common.menu.nothing: no such message',
      },
    ]);
    expect(SOURCE_MESSAGES['common.footer.callUsOn']).toBe('Call us on {phone}');
    expect(
      issueFromProblem('messages.de.common.menu.whyUs is not a valid message (check its braces)', {}, say),
    ).toEqual({
      path: 'messages.de.common.menu.whyUs',
      message: 'The German wording of common.menu.whyUs is not a valid message (check its braces)',
    });
  });
});
