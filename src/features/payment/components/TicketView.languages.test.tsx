/** The ticket in the customer's language (the language rule): its rows, status, plurals, money and actions. */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mapBookingSummary } from '@/api';
import type { WireConfiguration } from '@/api/wire/configuration';
import { ConfigProvider } from '@/config';
import { renderWithDesignSystem } from '@/design-system/testing';
import { createTranslator, TranslatorProvider, type Locale } from '@/i18n';
import { compileCatalog } from '@/i18n/compileCatalog';
import arCommon from '@/i18n/locales/ar/common.json';
import arPayment from '@/i18n/locales/ar/payment.json';
import frCommon from '@/i18n/locales/fr/common.json';
import frPayment from '@/i18n/locales/fr/payment.json';
import { TicketDetails } from './TicketView';

vi.setConfig({ testTimeout: 30_000 });

const CATALOGS = {
  fr: { ...frCommon, ...frPayment },
  ar: { ...arCommon, ...arPayment },
};

const booking = mapBookingSummary({
  jobpartid: 1001,
  status: 'Allocated',
  pickupdatetime: '2026-07-01T13:30:00Z',
  pickupaddress: 'Heathrow Terminal 5',
  dropoffaddress: "King's Cross St Pancras",
  vehicletype: 'Saloon',
  passengername: 'Ada Lovelace',
  passengers: 3,
  suitcases: 2,
  totalfare: 85,
  currencycode: 'GBP',
  paymentmethod: 'card',
  ispaid: true,
});

function renderIn(locale: Extract<Locale, 'fr' | 'ar'>) {
  const translator = createTranslator(locale, compileCatalog(CATALOGS[locale]), ['common', 'payment']);
  const config = { timezone: 'Europe/London', company: 'Demo' } as unknown as WireConfiguration;
  renderWithDesignSystem(
    <TranslatorProvider translator={translator}>
      <ConfigProvider initial={config} load={async () => config} renderLoading={() => null} renderFailed={() => null}>
        <TicketDetails booking={booking} returnBooking={null} code="abc" />
      </ConfigProvider>
    </TranslatorProvider>,
  );
}

/** The row a label opens: its label and value. */
const rowValue = (label: string) => screen.getByText(label).parentElement?.textContent;

describe('the ticket in the customer’s language', () => {
  it('is French: reference, status, rows with a plural, and the actions', () => {
    renderIn('fr');
    expect(screen.getByRole('heading', { name: 'Référence 1001' })).toBeInTheDocument();
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('Chauffeur attribué');
    expect(rowValue('Prise en charge')).toContain('Heathrow Terminal 5');
    expect(rowValue('Heure de prise en charge')).toContain('mercredi 1 juillet 2026, 14:30');
    expect(rowValue('Passagers et bagages')).toContain('3 passagers et 2 valises');
    expect(rowValue('Paiement')).toContain('Carte (payé)');
    expect(screen.getByRole('button', { name: 'Recevoir le reçu par e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter à l’agenda' })).toBeInTheDocument();
  });

  it('is Arabic: the few form of passengers, the dual of suitcases and the map’s name', () => {
    renderIn('ar');
    expect(screen.getByRole('heading', { name: 'المرجع 1001' })).toBeInTheDocument();
    expect(rowValue('الركاب والأمتعة')).toContain('3 ركاب وحقيبتان');
    expect(screen.getByRole('button', { name: 'إضافة إلى التقويم' })).toBeInTheDocument();
    expect(screen.getByLabelText('خريطة الرحلة المحجوزة')).toBeInTheDocument();
  });
});
