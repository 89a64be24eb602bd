import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { WireBrand } from '@/api/wire/configuration';
import { DesignSystemProvider } from './DesignSystemProvider';

// jsdom lacks these; Chakra's positioned panels (Select, Popover) call them.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
if (typeof Element !== 'undefined' && !Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

/** Renders inside the design system, as the app does; for component tests. */
export function renderWithDesignSystem(ui: ReactElement, options: RenderOptions & { brand?: WireBrand } = {}) {
  const { brand, ...renderOptions } = options;
  return render(ui, {
    wrapper: ({ children }) => <DesignSystemProvider brand={brand}>{children}</DesignSystemProvider>,
    ...renderOptions,
  });
}
