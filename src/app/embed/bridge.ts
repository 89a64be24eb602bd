import { watchBookingOutcomes } from '@/features/booking';
import { FRAME_MESSAGE_SOURCE } from './model/frame';

export type FrameMessage =
  | { type: 'ready'; mode: string }
  | { type: 'resize'; height: number }
  | { type: 'quote'; fare: number; currency: string }
  | { type: 'confirmed'; reference: number }
  | { type: 'refused'; message: string }
  | { type: 'close' };

/** Posts to the parent page only, at the origin the browser gave for it: no other page can read these. */
export function messengerTo(parentOrigin: string): (message: FrameMessage) => void {
  return (message) => {
    if (parentOrigin) window.parent.postMessage({ source: FRAME_MESSAGE_SOURCE, ...message }, parentOrigin);
  };
}

/** Tells the parent how tall the frame's content is whenever it changes, so an inline frame fits it. */
export function reportHeight(content: HTMLElement, post: (message: FrameMessage) => void): void {
  let last = 0;
  const report = () => {
    const height = Math.ceil(content.getBoundingClientRect().height);
    if (height > 0 && height !== last) post({ type: 'resize', height });
    last = height;
  };
  new ResizeObserver(report).observe(content);
  report();
}

/**
 * The booking's moments the client page may hear of (docs/embedding.md): the fare shown, the booking made. Nothing
 * about the customer goes out. Escape pressed in the frame, with nothing of the frame's own open to close, closes
 * a popup (the parent's dialog never sees keys pressed inside the frame).
 */
export function bridgeBookingEvents(post: (message: FrameMessage) => void): void {
  watchBookingOutcomes({
    quote: (fare, currency) => post({ type: 'quote', fare, currency }),
    confirmed: (reference) => post({ type: 'confirmed', reference }),
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // The frame's own dialog, or an open list of suggestions, is what Escape closes then.
    if (document.querySelector('[role="dialog"], [role="alertdialog"], [aria-expanded="true"]')) return;
    post({ type: 'close' });
  });
}
