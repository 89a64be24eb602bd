/** The shared wording of statuses and payments in the page's language (here: src/shared/format may not read the catalogs). */
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS_SOURCE, bookingStatusText, paymentText } from './format/bookingStatus';

describe('booking status and payment in the page’s language', () => {
  it('keeps its source words the same as the en-GB common catalog’s', async () => {
    const { default: common } = await import('@/i18n/locales/en-GB/common.json');
    for (const [id, words] of Object.entries(BOOKING_STATUS_SOURCE))
      expect((common as Record<string, string>)[id], id).toBe(words);
  });

  it('words the API’s statuses and the payment in French and Arabic, and keeps an operator’s own status', async () => {
    const { createTranslator } = await import('@/i18n');
    const { compileCatalog } = await import('@/i18n/compileCatalog');
    const { default: fr } = await import('@/i18n/locales/fr/common.json');
    const { default: ar } = await import('@/i18n/locales/ar/common.json');
    const french = createTranslator('fr', compileCatalog(fr)).t;
    const arabic = createTranslator('ar', compileCatalog(ar)).t;
    expect(bookingStatusText('Cancelled', french)).toBe('Annulée');
    expect(bookingStatusText('POB', french)).toBe('Passager à bord');
    expect(bookingStatusText('Driver arrived', french)).toBe('Driver arrived');
    expect(bookingStatusText('Upcoming', arabic)).toBe('قادم');
    expect(paymentText('cash', false, french)).toBe('Espèces (à régler au chauffeur)');
    expect(paymentText('card', true, arabic)).toBe('بطاقة (مدفوع)');
  });
});
