import type { Decorator, Preview } from 'storybook-react-rsbuild';
import { DesignSystemProvider } from '../src/design-system/DesignSystemProvider';
import { demoBrands, type DemoBrandName } from '../src/design-system/theme/demoBrands';

/** Every story renders inside the operator brand picked in the toolbar (or by `?globals=brand:thamesCars`). */
const withBrand: Decorator = (Story, context) => {
  const name = (context.globals.brand as DemoBrandName | undefined) ?? 'londonTransfers';
  return (
    <DesignSystemProvider brand={demoBrands[name] ?? demoBrands.londonTransfers}>
      <Story />
    </DesignSystemProvider>
  );
};

const preview: Preview = {
  decorators: [withBrand],
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
