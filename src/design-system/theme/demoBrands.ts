import type { WireBrand } from '@/api/wire/configuration';

/** Navy and gold: the default look, also used when configuration carries no brand. */
export const londonTransfersBrand: WireBrand = {
  colors: {
    brand: {
      '50': '#eef2fa',
      '100': '#d9e1f2',
      '200': '#b6c5e6',
      '300': '#8aa2d5',
      '400': '#5e7cc0',
      '500': '#3f5ea8',
      '600': '#2f4a8c',
      '700': '#263c72',
      '800': '#1f315d',
      '900': '#19284c',
      '950': '#0f1930',
    },
    accent: {
      '50': '#fdf9ec',
      '100': '#faf0cc',
      '200': '#f4df95',
      '300': '#edc95b',
      '400': '#e5b332',
      '500': '#d4981c',
      '600': '#b87614',
      '700': '#935614',
      '800': '#794418',
      '900': '#663918',
      '950': '#3b1d09',
    },
  },
  // The demo operator's own fonts (server/seed/operator.json), so a story looks as the app does: a serif here once
  // gave every dialog heading in Storybook a face the app never shows (issue 28).
  fonts: {
    // eslint-disable-next-line house/no-literal-text -- a font stack under the key "heading", not words
    heading: "'Montserrat', 'Segoe UI', system-ui, -apple-system, sans-serif",
    body: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
  },
  radii: { l1: '2px', l2: '4px', l3: '6px' },
  logoAlt: 'London Transfers',
};

/** Green with a river-blue accent and rounder corners: proves a brand document restyles everything. */
export const thamesCarsBrand: WireBrand = {
  colors: {
    brand: {
      '50': '#effaf3',
      '100': '#d8f3e1',
      '200': '#b4e6c7',
      '300': '#82d2a5',
      '400': '#4fb67f',
      '500': '#2d9a63',
      '600': '#1f7c4f',
      '700': '#1a6341',
      '800': '#174f36',
      '900': '#14412d',
      '950': '#0a2419',
    },
    accent: {
      '50': '#eff8ff',
      '100': '#dbeefe',
      '200': '#bfe2fe',
      '300': '#93d0fd',
      '400': '#60b4fa',
      '500': '#3b95f6',
      '600': '#2577eb',
      '700': '#1d62d8',
      '800': '#1e50af',
      '900': '#1e458a',
      '950': '#172b54',
    },
  },
  fonts: {
    // eslint-disable-next-line house/no-literal-text -- a font stack under the key "heading", not words
    heading: '"Trebuchet MS", Verdana, sans-serif',
    body: 'Verdana, Geneva, sans-serif',
  },
  radii: { l1: '4px', l2: '8px', l3: '12px' },
  logoAlt: 'Thames Cars',
};

export const demoBrands = { londonTransfers: londonTransfersBrand, thamesCars: thamesCarsBrand } as const;
export type DemoBrandName = keyof typeof demoBrands;
