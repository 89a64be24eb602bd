import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VehicleType } from '@/api';
import type { WireConfiguration } from '@/api/wire/configuration';
import { ConfigProvider } from '@/config';
import { renderWithDesignSystem } from '@/design-system/testing';
import { createTranslator, TranslatorProvider, type Locale } from '@/i18n';
import { compileCatalog } from '@/i18n/compileCatalog';
import arBooking from '@/i18n/locales/ar/booking.json';
import arCommon from '@/i18n/locales/ar/common.json';
import arDesign from '@/i18n/locales/ar/design.json';
import frBooking from '@/i18n/locales/fr/booking.json';
import frCommon from '@/i18n/locales/fr/common.json';
import frDesign from '@/i18n/locales/fr/design.json';
import type { CustomerStepFlow } from '../model/customerStepFlow';
import { emptyDraft } from '../model/draft';
import { journeyErrors } from '../model/steps';
import { BookingStoreProvider, createBookingStore } from '../state/bookingStore';
import { CustomerStep } from './customer/CustomerStep';
import { VehicleChoice } from './vehicle/VehicleChoice';

vi.setConfig({ testTimeout: 40_000 });

const CATALOGS = {
  fr: { ...frCommon, ...frDesign, ...frBooking },
  ar: { ...arCommon, ...arDesign, ...arBooking },
};
const translatorIn = (locale: 'fr' | 'ar') =>
  createTranslator(locale as Locale, compileCatalog(CATALOGS[locale]), ['common', 'design', 'booking']);

const vehicle = (id: number, name: string, passengers: number, luggage: number, handBags: number): VehicleType =>
  ({ id, name, description: '', image: '', passengers, luggage, handBags, maxLuggage: luggage }) as VehicleType;
const vehicles = [vehicle(1, 'Saloon', 1, 1, 2), vehicle(2, 'MPV', 4, 3, 11)];

function renderVehicles(locale: 'fr' | 'ar') {
  renderWithDesignSystem(
    <TranslatorProvider translator={translatorIn(locale)}>
      <VehicleChoice
        vehicles={vehicles}
        value={null}
        onChange={() => undefined}
        fareText={() => ''}
        firstId="booking-vehicle"
        locked={false}
      />
    </TranslatorProvider>,
  );
  return screen.getAllByTestId('vehicle-capacity').map((element) => element.textContent);
}

function renderCustomerStep(locale: 'fr' | 'ar') {
  const config = { allowGuest: true } as WireConfiguration;
  const flow: CustomerStepFlow = {
    profile: undefined,
    openSignIn: vi.fn(),
    onNext: vi.fn(),
    onPopupSaved: vi.fn(),
    flightsInDialog: true,
    flightVariant: 'airports',
    popups: { contact: true, noteToDriver: true },
    errors: {},
    showNext: true,
  };
  renderWithDesignSystem(
    <TranslatorProvider translator={translatorIn(locale)}>
      <ConfigProvider initial={config} load={async () => config} renderLoading={() => null} renderFailed={() => null}>
        <BookingStoreProvider store={createBookingStore({ draft: { ...emptyDraft(), step: 'customer' } })}>
          <CustomerStep flow={flow} />
        </BookingStoreProvider>
      </ConfigProvider>
    </TranslatorProvider>,
  );
}

describe('the booking form in French', () => {
  it("says each vehicle's capacity with French plurals", () => {
    expect(renderVehicles('fr')).toEqual([
      '1 passager · 1 bagage · 2 bagages à main',
      '4 passagers · 3 bagages · 11 bagages à main',
    ]);
    expect(screen.getByRole('radiogroup', { name: 'Véhicule' })).toBeInTheDocument();
  });

  it("words the customer step's headings and buttons in French", () => {
    renderCustomerStep('fr');
    expect(screen.getByRole('heading', { name: 'Vos coordonnées' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter les coordonnées du passager principal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter une note pour le chauffeur' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeInTheDocument();
    expect(screen.getByText('Aucun code promo ajouté.')).toBeInTheDocument();
  });

  it("names the missing fields in French, the field's title inside the message", () => {
    const t = translatorIn('fr').t;
    const context = { t, nowMs: Date.now(), zone: 'Europe/London', vehicleWithJourney: true, flightInline: false };
    const messages = journeyErrors(emptyDraft(), { ...context, allowFlightNull: true }).map((e) => e.message);
    expect(messages).toEqual([
      'Le champ « Prise en charge » est obligatoire',
      'Le champ « Destination » est obligatoire',
      'Le champ « Véhicule » est obligatoire',
    ]);
  });
});

describe('the booking form in Arabic', () => {
  it("says each vehicle's capacity with Arabic plural forms (one, two, few, many)", () => {
    expect(renderVehicles('ar')).toEqual(['راكب واحد · حقيبة واحدة · حقيبتا يد', '4 ركاب · 3 حقائب · 11 حقيبة يد']);
    expect(screen.getByRole('radiogroup', { name: 'المركبة' })).toBeInTheDocument();
  });

  it("words the customer step's headings and buttons in Arabic", () => {
    renderCustomerStep('ar');
    expect(screen.getByRole('heading', { name: 'بياناتكم' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إضافة بيانات الراكب الرئيسي' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'التالي' })).toBeInTheDocument();
  });
});
