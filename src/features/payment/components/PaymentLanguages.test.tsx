/**
 * The payment in the page's language (issue 34): French and Arabic words from the catalogs, the
 * amount formatted for the locale, and a check's English text said in the page's language.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFieldsProvider } from '@/adapters/payments/fake/fields';
import type { WireConfiguration } from '@/api/wire/configuration';
import { ConfigProvider } from '@/config';
import { renderWithDesignSystem } from '@/design-system/testing';
import { TranslatorProvider, createTranslator, type Locale } from '@/i18n';
import { compileCatalog } from '@/i18n/compileCatalog';
import { formatMoney } from '@/shared';
import arCommon from '@/i18n/locales/ar/common.json';
import arDesign from '@/i18n/locales/ar/design.json';
import arFlights from '@/i18n/locales/ar/flights.json';
import arPayment from '@/i18n/locales/ar/payment.json';
import frCommon from '@/i18n/locales/fr/common.json';
import frDesign from '@/i18n/locales/fr/design.json';
import frFlights from '@/i18n/locales/fr/flights.json';
import frPayment from '@/i18n/locales/fr/payment.json';
import { PayDifferenceForm } from './PayDifferenceForm';

vi.setConfig({ testTimeout: 30_000 });

const CATALOGS = {
  fr: { ...frCommon, ...frDesign, ...frFlights, ...frPayment },
  ar: { ...arCommon, ...arDesign, ...arFlights, ...arPayment },
};

function renderIn(locale: Extract<Locale, 'fr' | 'ar'>, ui: ReactElement) {
  const translator = createTranslator(locale, compileCatalog(CATALOGS[locale]), [
    'common',
    'design',
    'flights',
    'payment',
  ]);
  const config = { IsCardAllowed: true, IsPaypalAllowed: true, paymentgateway: 'stripe' } as WireConfiguration;
  return renderWithDesignSystem(
    <TranslatorProvider translator={translator}>
      <ConfigProvider initial={config} load={async () => config} renderLoading={() => null} renderFailed={() => null}>
        {ui}
      </ConfigProvider>
    </TranslatorProvider>,
  );
}

const differenceForm = (
  <PayDifferenceForm
    amount={12.5}
    currencyCode="GBP"
    gateway="stripe"
    clientSecret="pi_9_secret_x"
    pay={async () => undefined}
    loadProvider={async () => createFakeFieldsProvider({ plays: 'stripe' })}
    now={() => new Date(2026, 4, 15)}
  />
);

describe('the payment in the page language', () => {
  it('speaks French: the amount due in the French format, the charge note, the button and a check of the card form', async () => {
    renderIn('fr', differenceForm);
    expect(screen.getByRole('form', { name: 'Payer la différence' })).toBeInTheDocument();
    expect(screen.getByText('Montant dû')).toBeInTheDocument();
    // Money by the shared formatter for the page's locale ("12,50 £" in French, the narrow symbol), never the English "£12.50".
    const due = formatMoney(12.5, 'GBP', 'fr').replace(/\s/g, ' ');
    expect(due).toMatch(/^12,50\s£/);
    expect(screen.getByTestId('difference-amount')).toHaveTextContent(due);
    expect(screen.getByTestId('payment-charge')).toHaveTextContent(`Votre carte sera débitée de ${due}.`);
    const pay = await screen.findByRole('button', { name: /^Payer 12,50\s£.* et modifier$/ });
    await userEvent.setup().click(pay);
    // The card form's "Name is required", said in French with the field's French title.
    expect(await screen.findAllByText('Le champ « Nom » est obligatoire')).not.toHaveLength(0);
  });

  it('speaks Arabic', () => {
    renderIn('ar', differenceForm);
    expect(screen.getByRole('form', { name: 'دفع الفرق' })).toBeInTheDocument();
    expect(screen.getByText('المبلغ المستحق')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'عنوان الفوترة' })).toBeInTheDocument();
  });
});
