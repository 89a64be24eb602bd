/** The flights feature in the page's language (issue 34): French and Arabic words from the catalogs. */
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '@/design-system';
import { TranslatorProvider, createTranslator } from '@/i18n';
import { compileCatalog } from '@/i18n/compileCatalog';
import arFlights from '@/i18n/locales/ar/flights.json';
import frFlights from '@/i18n/locales/fr/flights.json';
import { FreeWaitingTimeline } from './FreeWaitingTimeline';

function renderIn(locale: 'fr' | 'ar', ui: ReactElement) {
  const translator = createTranslator(locale, compileCatalog(locale === 'fr' ? frFlights : arFlights), ['flights']);
  return render(
    <DesignSystemProvider>
      <TranslatorProvider translator={translator}>{ui}</TranslatorProvider>
    </DesignSystemProvider>,
  );
}

describe('the free-waiting timeline in the page language', () => {
  const timeline = (
    <FreeWaitingTimeline
      landingTime="2026-07-03T13:00:00Z"
      waitingMinutes={60}
      onWaitingMinutes={() => undefined}
      timeZone="Europe/London"
    />
  );

  it('speaks French', () => {
    renderIn('fr', timeline);
    expect(screen.getByText('Attente gratuite')).toBeInTheDocument();
    expect(screen.getByLabelText('minutes après l’atterrissage du vol')).toHaveValue('60');
    expect(screen.getByText('Arrivée du chauffeur')).toBeInTheDocument();
  });

  it('speaks Arabic', () => {
    renderIn('ar', timeline);
    expect(screen.getByText('الانتظار المجاني')).toBeInTheDocument();
    expect(screen.getByText('وصول السائق')).toBeInTheDocument();
  });
});
