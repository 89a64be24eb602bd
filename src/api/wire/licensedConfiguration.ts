/**
 * A licensed client site's switches over the operator's configuration (docs/embedding.md): the booking frame of the
 * embeddable widget applies them (src/app/embed), and the operator console's preview shows a licence's site with
 * the same function (issue 31). Pure.
 */
import type { WireConfiguration } from './configuration';
import { TEMPLATE_NAMES } from './templates';

/** What `validate` hands the frame of a licensed site (server/routes/licence.ts). */
export interface LicenceSwitches {
  template?: string;
  brand?: { palette?: Record<string, string>; logoUrl?: string; logoAlt?: string };
  paymentsoff?: string[];
}

const PALETTE_SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];
const COLOUR = /^#[0-9a-f]{6}$/i;
/** A logo from the web or the operator's own site; nothing a browser would run. */
const SAFE_LOGO_URL = /^(https:\/\/|\/(?!\/))/;

function completePalette(palette: Record<string, string> | undefined): Record<string, string> | null {
  if (!palette) return null;
  return PALETTE_SHADES.every((shade) => COLOUR.test(palette[shade] ?? ''))
    ? Object.fromEntries(PALETTE_SHADES.map((shade) => [shade, palette[shade]]))
    : null;
}

/**
 * The operator's configuration as the licensed client's pages show it: the client's palette and logo, its template,
 * its payment methods. Anything the licence gets wrong (an unknown template, a partial palette) is left as the
 * operator has it.
 */
export function licensedConfiguration(wire: WireConfiguration, switches: LicenceSwitches): WireConfiguration {
  const template = TEMPLATE_NAMES.find((name) => name === switches.template) ?? wire.template;
  const palette = completePalette(switches.brand?.palette);
  const off = new Set(switches.paymentsoff ?? []);
  const allowed = {
    IsCashAllowed: wire.IsCashAllowed && !off.has('cash'),
    IsCardAllowed: wire.IsCardAllowed && !off.has('card'),
    IsPaypalAllowed: wire.IsPaypalAllowed && !off.has('paypal'),
  };
  const stillAllowed: Record<string, boolean> = {
    cash: allowed.IsCashAllowed,
    card: allowed.IsCardAllowed,
    stripe: allowed.IsCardAllowed,
    paypal: allowed.IsPaypalAllowed,
  };
  const defaultpaymentmethod =
    stillAllowed[wire.defaultpaymentmethod] === false
      ? ((['cash', 'card', 'paypal'] as const).find((method) => stillAllowed[method]) ?? wire.defaultpaymentmethod)
      : wire.defaultpaymentmethod;
  return {
    ...wire,
    ...allowed,
    defaultpaymentmethod,
    template,
    brand: {
      ...wire.brand,
      colors: palette ? { ...wire.brand.colors, brand: palette } : wire.brand.colors,
      logoUrl: SAFE_LOGO_URL.test(switches.brand?.logoUrl ?? '') ? switches.brand!.logoUrl : wire.brand.logoUrl,
      logoAlt: switches.brand?.logoAlt || wire.brand.logoAlt,
    },
  };
}
