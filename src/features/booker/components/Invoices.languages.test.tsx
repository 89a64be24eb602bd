import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WireConfiguration } from '@/api/wire/configuration';
import { ConfigProvider } from '@/config';
import { renderWithDesignSystem } from '@/design-system/testing';
import { createTranslator, TranslatorProvider, type Locale } from '@/i18n';
import { compileCatalog } from '@/i18n/compileCatalog';
import arBooker from '@/i18n/locales/ar/booker.json';
import arCommon from '@/i18n/locales/ar/common.json';
import arDesign from '@/i18n/locales/ar/design.json';
import frBooker from '@/i18n/locales/fr/booker.json';
import frCommon from '@/i18n/locales/fr/common.json';
import frDesign from '@/i18n/locales/fr/design.json';
import { Invoices } from './Invoices';

const CATALOGS = {
  fr: { ...frCommon, ...frDesign, ...frBooker },
  ar: { ...arCommon, ...arDesign, ...arBooker },
};

const translatorFor = (locale: 'fr' | 'ar') =>
  createTranslator(locale as Locale, compileCatalog(CATALOGS[locale]), ['common', 'design', 'booker']);

/** The booker's invoices as a booker reading `locale` sees them; the new invoice's first day is emptied and sent. */
function sendWithoutFirstDay(locale: 'fr' | 'ar') {
  const config = { title: 'London Transfers', timeZone: 'Europe/London' } as unknown as WireConfiguration;
  renderWithDesignSystem(
    <TranslatorProvider translator={translatorFor(locale)}>
      <ConfigProvider initial={config} load={async () => config} renderLoading={() => null} renderFailed={() => null}>
        <Invoices bookerId={3} />
      </ConfigProvider>
    </TranslatorProvider>,
  );
  const form = document.querySelector('input[name="datefrom"]') as HTMLInputElement;
  fireEvent.change(form, { target: { value: '' } });
  fireEvent.submit(form.form!);
}

describe('the booker’s invoices in the visitor’s language (the language rule)', () => {
  it('speaks French: the form, its labels and the range error', async () => {
    sendWithoutFirstDay('fr');
    expect(screen.getByRole('heading', { name: 'Créer une facture' })).toBeInTheDocument();
    expect(screen.getByText('Dernier jour')).toBeInTheDocument();
    expect((await screen.findAllByText('Saisissez le premier jour de la facture')).length).toBeGreaterThan(0);
  });

  it('speaks Arabic: the range error', async () => {
    sendWithoutFirstDay('ar');
    expect(screen.getByRole('heading', { name: 'إنشاء فاتورة' })).toBeInTheDocument();
    expect((await screen.findAllByText('أدخلوا اليوم الأول للفاتورة')).length).toBeGreaterThan(0);
  });

  it('counts the chart’s bookings with each language’s plural forms', () => {
    const fr = translatorFor('fr').t;
    expect(fr('booker.chart.summary', { count: 1, total: '25,00 £' })).toBe('1 réservation, 25,00 £');
    expect(fr('booker.chart.summary', { count: 4, total: '90,00 £' })).toBe('4 réservations, 90,00 £');
    const ar = translatorFor('ar').t;
    expect(ar('booker.chart.summary', { count: 2, total: '£40.00' })).toBe('حجزان، £40.00');
    expect(ar('booker.chart.summary', { count: 3, total: '£60.00' })).toBe('3 حجوزات، £60.00');
    expect(ar('booker.chart.summary', { count: 11, total: '£90.00' })).toBe('11 حجزًا، £90.00');
  });
});
