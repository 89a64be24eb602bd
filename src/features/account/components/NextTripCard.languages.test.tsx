/** The next-trip card in the customer's language (the language rule): its words, dates and plural countdown. */
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mapBookingSummary } from '@/api';
import { renderWithDesignSystem } from '@/design-system/testing';
import { createTranslator, TranslatorProvider } from '@/i18n';
import { compileCatalog } from '@/i18n/compileCatalog';
import arAccount from '@/i18n/locales/ar/account.json';
import arCommon from '@/i18n/locales/ar/common.json';
import frAccount from '@/i18n/locales/fr/account.json';
import frCommon from '@/i18n/locales/fr/common.json';
import plAccount from '@/i18n/locales/pl/account.json';
import plCommon from '@/i18n/locales/pl/common.json';
import { NextTripCard } from './NextTripCard';

const CATALOGS = {
  fr: { ...frCommon, ...frAccount },
  ar: { ...arCommon, ...arAccount },
  pl: { ...plCommon, ...plAccount },
};

/** A trip `minutes` from now, on a date whose day and month names the locale spells. */
function renderIn(locale: keyof typeof CATALOGS, minutes: number) {
  const at = new Date(Date.now() + minutes * 60_000 + 30_000);
  const booking = mapBookingSummary({
    jobpartid: 812,
    pickupdatetime: at.toISOString(),
    pickupaddress: "King's Cross",
    dropoffaddress: 'Heathrow T5',
    status: 'Upcoming',
  });
  const translator = createTranslator(locale, compileCatalog(CATALOGS[locale]), ['common', 'account']);
  renderWithDesignSystem(
    <TranslatorProvider translator={translator}>
      <MemoryRouter>
        <NextTripCard booking={booking} zone="Europe/London" href={(id) => `/bookingdetail/${id}`} company="Demo" />
      </MemoryRouter>
    </TranslatorProvider>,
  );
}

describe('the next trip in the customer’s language', () => {
  it('is French: heading, journey, countdown plurals and the booking link', () => {
    renderIn('fr', 2 * 60 + 5);
    expect(screen.getByRole('heading', { name: 'Votre prochain trajet' })).toBeInTheDocument();
    expect(screen.getByText(/: de King's Cross à Heathrow T5$/)).toBeInTheDocument();
    expect(screen.getByTestId('next-trip-countdown')).toHaveTextContent(/^2 heures 5 minutes$/);
    expect(screen.getByRole('link', { name: 'Voir la réservation 812' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Ajouter la réservation 812 à l’agenda'.replace('’', "'") }),
    ).toBeVisible();
  });

  it('is Arabic: the dual of hours and the few form of minutes', () => {
    renderIn('ar', 2 * 60 + 5);
    expect(screen.getByRole('heading', { name: 'رحلتكم القادمة' })).toBeInTheDocument();
    expect(screen.getByTestId('next-trip-countdown')).toHaveTextContent('ساعتان 5 دقائق');
    expect(screen.getByRole('link', { name: 'عرض الحجز 812' })).toBeInTheDocument();
  });

  it('is Polish: one, few and many forms', () => {
    renderIn('pl', 22 * 60 + 1);
    expect(screen.getByTestId('next-trip-countdown')).toHaveTextContent('22 godziny 1 minuta');
  });
});
