/**
 * The booking frame of the embeddable widget (issue 17, docs/embedding.md): what the frame reads from its address
 * and its parent, and the licence's switches applied to the operator's configuration. Pure.
 */

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

// The licence's switches over the operator's configuration live in the wire contract: the operator console previews
// a licence's site with the same function (issue 31).
export { licensedConfiguration, type LicenceSwitches } from '@/api/wire/licensedConfiguration';
