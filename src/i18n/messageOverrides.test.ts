import { messageOverrideProblems, placeholdersOf } from './messageOverrides';
import { SOURCE_MESSAGES } from './sourceTranslator';

describe("an operator's own wording per language", () => {
  it('finds the placeholders of a message, nested ones too', () => {
    expect(placeholdersOf('Call {phone}')).toEqual(['phone']);
    expect(placeholdersOf('{count, plural, one {# bag for {name}} other {# bags}}')).toEqual(['count', 'name']);
    expect(placeholdersOf('No placeholder')).toEqual([]);
  });

  it('accepts messages that exist, with their placeholders, in offered languages', () => {
    expect(
      messageOverrideProblems(
        { fr: { 'common.menu.whyUs': 'Nos atouts', 'common.footer.callUsOn': 'Réservez au {phone}' } },
        SOURCE_MESSAGES,
      ),
    ).toEqual([]);
    expect(messageOverrideProblems(undefined, SOURCE_MESSAGES)).toEqual([]);
  });

  it('names each problem by its path', () => {
    expect(
      messageOverrideProblems(
        {
          xx: {},
          fr: {
            'common.menu.nope': 'Hein',
            'common.footer.callUsOn': 'Appelez-nous',
            'common.menu.whyUs': '',
            'common.menu.faq': 'FAQ {x, plural, one {#}',
          },
          de: 'Hallo',
        },
        SOURCE_MESSAGES,
      ),
    ).toEqual([
      'messages.xx: the language must be one of en-GB, fr, de, es, it, pl, ar',
      'messages.fr.common.menu.nope: no such message',
      'messages.fr.common.footer.callUsOn must use the placeholders {phone}',
      'messages.fr.common.menu.whyUs must be a text of 1 to 2000 characters',
      'messages.fr.common.menu.faq is not a valid message (check its braces)',
      'messages.de must be an object of message ids',
    ]);
    expect(messageOverrideProblems([], SOURCE_MESSAGES)).toEqual(['messages must be an object of languages']);
  });
});
