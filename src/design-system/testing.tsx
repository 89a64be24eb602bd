import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { WireBrand } from '@/api/wire/configuration';
import { DesignSystemProvider } from './DesignSystemProvider';

/** Renders inside the design system, as the app does; for component tests. */
export function renderWithDesignSystem(ui: ReactElement, options: RenderOptions & { brand?: WireBrand } = {}) {
  const { brand, ...renderOptions } = options;
  return render(ui, {
    wrapper: ({ children }) => <DesignSystemProvider brand={brand}>{children}</DesignSystemProvider>,
    ...renderOptions,
  });
}
