import { useState, type ReactNode } from 'react';
import type { Decorator, Preview } from 'storybook-react-rsbuild';
import { DesignSystemProvider } from '../src/design-system/DesignSystemProvider';
import { demoBrands, type DemoBrandName } from '../src/design-system/theme/demoBrands';
import { BookingStoreProvider, createBookingStore } from '../src/features/booking';

/** Every story renders inside the operator brand picked in the toolbar (or by `?globals=brand:thamesCars`). */
const withBrand: Decorator = (Story, context) => {
  const name = (context.globals.brand as DemoBrandName | undefined) ?? 'londonTransfers';
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
  },
};

export default preview;
