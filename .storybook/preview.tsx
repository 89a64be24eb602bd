import { useState, type ReactNode } from 'react';
import type { Decorator, Preview } from 'storybook-react-rsbuild';
import { DesignSystemProvider } from '../src/design-system/DesignSystemProvider';
import { demoBrands, type DemoBrandName } from '../src/design-system/theme/demoBrands';
import { BookingStoreProvider, createBookingStore } from '../src/features/booking';
import { setFallbackTranslator } from '../src/i18n';
import { sourceTranslator } from '../src/i18n/sourceTranslator';
import { OperatorFrame } from './operators';

// Stories render outside the app's root: they speak the source language (src/i18n/TranslatorProvider.tsx).
setFallbackTranslator(sourceTranslator());

/**
 * Every story renders inside the operator brand picked in the toolbar (or by `?globals=brand:thamesCars`). A story
 * with `parameters.operator` (whole templates and pages) gets that operator's whole document and fake adapters.
 */
const withBrand: Decorator = (Story, context) => {
  const name = (context.globals.brand as DemoBrandName | undefined) ?? 'londonTransfers';
  if (context.parameters.operator) {
    return (
      <OperatorFrame brand={name}>
        <Story />
      </OperatorFrame>
    );
  }
  return (
    <DesignSystemProvider brand={demoBrands[name] ?? demoBrands.londonTransfers}>
      <Story />
    </DesignSystemProvider>
  );
};

/** Every story has a booking instance of its own: no story sees another's booking, none touches session storage. */
function FreshBookingStore({ children }: { children: ReactNode }) {
  const [store] = useState(() => createBookingStore());
  return <BookingStoreProvider store={store}>{children}</BookingStoreProvider>;
}
const withBookingStore: Decorator = (Story) => (
  <FreshBookingStore>
    <Story />
  </FreshBookingStore>
);

const preview: Preview = {
  decorators: [withBookingStore, withBrand],
  globalTypes: {
    brand: {
      description: 'Operator brand',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'londonTransfers', title: 'London Transfers (navy and gold)' },
          { value: 'thamesCars', title: 'Thames Cars (green)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'londonTransfers' },
  parameters: {
    layout: 'padded',
    // Accessibility violations fail the story (test runner and the a11y panel alike).
    a11y: { test: 'error' },
    controls: { matchers: { date: /Date$/ } },
    // Chromatic snapshots every story in both demo brands (its modes set the toolbar's global).
    chromatic: {
      modes: {
        'London Transfers': { brand: 'londonTransfers' },
        'Thames Cars': { brand: 'thamesCars' },
      },
    },
  },
};

export default preview;
