/**
 * The booking frame of the embeddable widget (issue 17, docs/embedding.md): what the frame reads from its address
 * and its parent, and the licence's switches applied to the operator's configuration. Pure.
 */
import { TEMPLATE_NAMES } from '@/api';
import type { WireConfiguration } from '@/api/wire/configuration';

/** The query parameters embed.js gives the frame (src/embed/embed.ts). */
export const EMBED_PARAMS = { trackingcode: 'embed', mode: 'mode' } as const;
/** Every message the frame posts says it is one of ours, so the client page can tell them from others. */
export const FRAME_MESSAGE_SOURCE = 'transfer-booking';

export type FrameMode = 'inline' | 'popup';

export interface EmbedRequest {
  trackingcode: string;
  mode: FrameMode;
}

export function embedRequestOf(search: string): EmbedRequest | null {
  const params = new URLSearchParams(search);
  const trackingcode = (params.get(EMBED_PARAMS.trackingcode) ?? '').trim().slice(0, 64);
  if (!trackingcode) return null;
  return { trackingcode, mode: params.get(EMBED_PARAMS.mode) === 'popup' ? 'popup' : 'inline' };
}

/**
 * The origin of the page the frame is in, as the browser says it (the parent's origin in `ancestorOrigins`, or the
 * referrer the parent sent when the frame loaded), never a parameter the page could have written. Not framed, or
 * an opaque origin: '' (no licence can match it).
 */
export function parentOriginOf(view: {
  framed: boolean;
  ancestorOrigins?: ArrayLike<string>;
  referrer: string;
}): string {
  if (!view.framed) return '';
  const candidate = view.ancestorOrigins?.length ? view.ancestorOrigins[0] : view.referrer;
  try {
    const origin = new URL(candidate).origin;
    return origin === 'null' ? '' : origin;
  } catch {
    return '';
  }
}

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
