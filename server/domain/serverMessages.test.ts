import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../src/i18n/compileCatalog';
import frServer from '../../src/i18n/locales/fr/server.json';
import plServer from '../../src/i18n/locales/pl/server.json';
import arServer from '../../src/i18n/locales/ar/server.json';
import { createTranslator } from '../../src/i18n/translator';
import { TOO_MANY_REQUESTS } from '../guards/rateLimits';
import { SIGN_IN_FAILED } from '../routes/account';
import { localAnswer, localMessage } from './serverMessages';

const fr = createTranslator('fr', compileCatalog(frServer), ['server']);
const pl = createTranslator('pl', compileCatalog(plServer), ['server']);
const ar = createTranslator('ar', compileCatalog(arServer), ['server']);

describe('the server message language rule', () => {
  it("says the spec's verbatim texts in the request's language", () => {
    expect(localMessage(SIGN_IN_FAILED, fr)).toBe('L’adresse e-mail ou le mot de passe est incorrect.');
    expect(localMessage('No vehicle found with selected capacity', fr)).toBe(
      'Aucun véhicule trouvé pour la capacité choisie',
    );
  });

  it('reads the values back out of a message with placeholders', () => {
    expect(localMessage('The earliest time we can pickup from this address is 22/11/2026 10:45', fr)).toBe(
      'L’heure la plus proche à laquelle nous pouvons vous prendre en charge à cette adresse est 22/11/2026 10:45',
    );
  });

  it("counts the throttling message's minutes in each language's plural forms", () => {
    expect(localMessage(TOO_MANY_REQUESTS(60), fr)).toBe('Trop de tentatives. Veuillez réessayer dans 1 minute.');
    expect(localMessage(TOO_MANY_REQUESTS(300), fr)).toBe('Trop de tentatives. Veuillez réessayer dans 5 minutes.');
    expect(localMessage(TOO_MANY_REQUESTS(180), pl)).toBe('Zbyt wiele prób. Prosimy spróbować ponownie za 3 minuty.');
    expect(localMessage(TOO_MANY_REQUESTS(300), pl)).toBe('Zbyt wiele prób. Prosimy spróbować ponownie za 5 minut.');
    expect(localMessage(TOO_MANY_REQUESTS(120), ar)).toBe('محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد دقيقتين.');
  });

  it("translates an answer's message and its booking checks' warnings, and leaves unknown texts alone", () => {
    const answer = {
      Code: 1,
      Message: '',
      warnings: [
        {
          code: 'duplicate',
          message:
            'You already have booking 1042 for this journey at about this time. Please check that you need both.',
        },
        { code: 'other', message: 'A text the catalog does not know.' },
      ],
    };
    expect(localAnswer(answer, fr)).toEqual({
      ...answer,
      warnings: [
        {
          code: 'duplicate',
          message:
            'Vous avez déjà la réservation 1042 pour ce trajet à peu près à la même heure. Veuillez vérifier que les deux vous sont nécessaires.',
        },
        answer.warnings[1],
      ],
    });
    expect(localAnswer({ code: 0, message: 'A text the catalog does not know.' }, fr)).toBeNull();
  });
});
