import enPayment from '@/i18n/locales/en-GB/payment.json';
import frPayment from '@/i18n/locales/fr/payment.json';
import { createTranslator } from '@/i18n';
import { compileCatalog } from '@/i18n/compileCatalog';
import { sourceTranslator } from '@/i18n/sourceTranslator';
import { cardFormSchema, emptyCardForm } from './card';
import { CARD_PROCESSING_ERROR } from './messages';
import { PAYMENT_TEXT_IDS, sayPaymentText } from './paymentText';

const source = sourceTranslator();
const fr = createTranslator('fr', compileCatalog(frPayment), ['payment']);

describe('the payment texts in the page language', () => {
  it('keeps each known English text equal to its en-GB message, so the two cannot drift apart', () => {
    for (const [english, id] of Object.entries(PAYMENT_TEXT_IDS))
      expect((enPayment as Record<string, string>)[id], id).toBe(english);
  });

  it('says a known text in the page language and a server or gateway message as it came', () => {
    expect(sayPaymentText(CARD_PROCESSING_ERROR, source.t)).toBe(CARD_PROCESSING_ERROR);
    expect(sayPaymentText(CARD_PROCESSING_ERROR, fr.t)).toBe(
      'Le paiement n’a pas pu être traité. Veuillez vérifier les informations de la carte et réessayer.',
    );
    expect(sayPaymentText('Your card was declined.', fr.t)).toBe('Your card was declined.');
  });

  it("says each of the card form's checks in the page language", async () => {
    const errors = await cardFormSchema(() => new Date(2026, 4, 15))
      .validate(emptyCardForm(), { abortEarly: false })
      .then(
        () => [] as string[],
        (failure: { errors: string[] }) => failure.errors,
      );
    expect(errors).toContain('Postal code is required');
    const said = errors.map((text) => sayPaymentText(text, fr.t));
    expect(said).toContain('Le champ « Code postal » est obligatoire');
    expect(said).toContain('Le numéro de carte est obligatoire');
    // Every check is known: none stays English in French.
    for (const [index, text] of errors.entries()) expect(said[index], text).not.toBe(text);
  });
});
