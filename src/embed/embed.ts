/**
 * The embeddable booking widget (issue 17, docs/embedding.md): the one script a client site pastes. Plain
 * TypeScript with no imports, compiled on its own to a few kilobytes (server/routes/embed.ts); nothing of the app
 * comes with it. Every booking runs in an iframe of the operator's origin (where this script came from), so the
 * client page never touches card data or sessions; the frame checks the licence itself (src/features/embed).
 *
 * - `<div data-transfer-booking="inline">`: the booking in the page, as tall as its content;
 * - `<button data-transfer-booking="popup">`: opens the booking in a dialog;
 * - `data-floating` on the script tag: a "Book a transfer" button in a corner that opens the dialog.
 * Prefill: data-pickup, data-dropoff, data-datetime, data-asap, data-vehicle, data-passengers on those elements (or
 * the script tag), or `TransferBooking.prefill({...})`. Events: `TransferBooking.on('confirmed', fn)`.
 * The popup's Close button has the class `transfer-booking-close`, so the page can give it its own buttons' look.
 */

interface Prefill {
  pickup?: string;
  dropoff?: string;
  /** ISO date-time, e.g. 2026-06-01T09:30 (the operator's time zone when it has no offset). */
  datetime?: string;
  asap?: boolean;
  vehicle?: string | number;
  passengers?: string | number;
}

type EventName = 'ready' | 'quote' | 'confirmed' | 'closed' | 'refused';
type Listener = (detail: Record<string, string | number>) => void;
type Mode = 'inline' | 'popup';

((): void => {
  const script = document.currentScript as HTMLScriptElement | null;
  const globals = window as unknown as Record<string, unknown>;
  if (!script || globals.TransferBooking) return;

  const origin = new URL(script.src, location.href).origin;
  const trackingcode = script.getAttribute('data-trackingcode') ?? '';
  const MESSAGE_SOURCE = 'transfer-booking';
  const ATTRIBUTE = 'data-transfer-booking';
  /** The popup's Close button's class: the page styles it as its own buttons (docs/embedding.md). */
  const CLOSE_CLASS = 'transfer-booking-close';
  /** Prefill attribute (data-NAME) to the booking link's parameter (docs/configuration.md). */
  const PARAMS: Record<keyof Prefill, string> = {
    pickup: 'pickup',
    dropoff: 'dropoff',
    datetime: 'datetime',
    asap: 'asap',
    vehicle: 'vehtypeid',
    passengers: 'passengers',
  };
  /** What each event may carry: nothing personal, only these fields (a frame cannot send more). */
  const EVENT_FIELDS: Record<string, string[]> = {
    ready: ['mode'],
    quote: ['fare', 'currency'],
    confirmed: ['reference'],
    refused: ['message'],
  };

  /**
   * The language the frames speak (docs/languages.md): the element's or the script's `data-lang`, else the client
   * page's own `<html lang>`. The booking site serves the nearest language its operator offers.
   */
  const pageLanguage = script.getAttribute('data-lang') || document.documentElement.lang || '';
  /**
   * The widget's own few words, in the languages of the app's catalogs (src/i18n/locales): the widget is compiled
   * on its own into the client's page and imports nothing of the app, so they are kept here.
   */
  const WORDS: Record<string, { book: string; close: string; closeBooking: string }> = {
    en: { book: 'Book a transfer', close: 'Close', closeBooking: 'Close booking' },
    fr: { book: 'Réserver un transfert', close: 'Fermer', closeBooking: 'Fermer la réservation' },
    de: { book: 'Transfer buchen', close: 'Schließen', closeBooking: 'Buchung schließen' },
    es: { book: 'Reservar un traslado', close: 'Cerrar', closeBooking: 'Cerrar la reserva' },
    it: { book: 'Prenota un transfer', close: 'Chiudi', closeBooking: 'Chiudi la prenotazione' },
    pl: { book: 'Zarezerwuj transfer', close: 'Zamknij', closeBooking: 'Zamknij rezerwację' },
    ar: { book: 'احجز رحلة توصيل', close: 'إغلاق', closeBooking: 'إغلاق الحجز' },
  };
  const words = WORDS[pageLanguage.toLowerCase().split('-')[0]] ?? WORDS.en;

  const listeners: Record<string, Listener[]> = {};
  const frames: HTMLIFrameElement[] = [];
  let defaults: Prefill = {};
  let dialog: HTMLDialogElement | null = null;
  let opener: HTMLElement | null = null;

  function prefillOf(element: Element): Prefill {
    const prefill: Record<string, string | boolean> = {};
    for (const key of Object.keys(PARAMS)) {
      const value = element.getAttribute(`data-${key}`);
      if (value !== null) prefill[key] = key === 'asap' ? value !== 'false' : value;
    }
    return prefill as Prefill;
  }

  function frameSrc(mode: Mode, prefill: Prefill, language: string): string {
    const url = new URL('/quickbooking.html', origin);
    url.searchParams.set('embed', trackingcode);
    url.searchParams.set('mode', mode);
    if (language) url.searchParams.set('lang', language);
    for (const [key, param] of Object.entries(PARAMS)) {
      const value = (prefill as Record<string, unknown>)[key];
      if (value === undefined || value === '' || value === false || value === null) continue;
      url.searchParams.set(param, value === true ? '1' : String(value));
    }
    return url.href;
  }

  function emit(type: EventName, detail: Record<string, string | number>): void {
    for (const listener of [...(listeners[type] ?? []), ...(listeners['*'] ?? [])]) {
      try {
        listener({ type, ...detail });
      } catch (error) {
        setTimeout(() => {
          throw error;
        });
      }
    }
  }

  function makeFrame(mode: Mode, prefill: Prefill, language = pageLanguage): HTMLIFrameElement {
    const iframe = document.createElement('iframe');
    iframe.src = frameSrc(mode, { ...defaults, ...prefill }, language);
    iframe.title = words.book;
    iframe.setAttribute('allow', 'payment');
    iframe.dataset.mode = mode;
    iframe.style.cssText = `display:block;width:100%;border:0;height:${mode === 'inline' ? '640px' : '100%'}`;
    frames.push(iframe);
    return iframe;
  }

  function forget(iframe: HTMLIFrameElement): void {
    frames.splice(frames.indexOf(iframe), 1);
  }

  function mount(container: Element): void {
    if (container.querySelector('iframe[data-mode="inline"]')) return;
    container.appendChild(
      makeFrame('inline', prefillOf(container), container.getAttribute('data-lang') || pageLanguage),
    );
  }

  function closePopup(): void {
    dialog?.close();
  }

  let closeLookAdded = false;

  /**
   * The Close button's own look, once per page, inside :where() so that it counts for nothing: any rule of the page's
   * for `.transfer-booking-close` (its own button style) wins over it.
   */
  function addCloseLook(): void {
    if (closeLookAdded) return;
    closeLookAdded = true;
    const style = document.createElement('style');
    style.textContent = `:where(.${CLOSE_CLASS}){margin:6px 6px 6px auto;padding:6px 12px;font:inherit;cursor:pointer}`;
    document.head.appendChild(style);
  }

  function openPopup(prefill: Prefill, from?: Element | null): void {
    closePopup();
    addCloseLook();
    opener = (from as HTMLElement | null) ?? (document.activeElement as HTMLElement | null);
    const popup = document.createElement('dialog');
    popup.setAttribute('aria-label', words.book);
    popup.style.cssText =
      'padding:0;border:0;border-radius:8px;width:min(760px,96vw);height:min(900px,94vh);max-width:none;max-height:none;overflow:hidden';
    // The Close button above the frame, and the frame taking the rest of the dialog's height whatever the button's.
    const column = document.createElement('div');
    column.style.cssText = 'display:flex;flex-direction:column;height:100%';
    const close = document.createElement('button');
    close.type = 'button';
    close.className = CLOSE_CLASS;
    close.textContent = words.close;
    close.setAttribute('aria-label', words.closeBooking);
    close.style.cssText = 'flex:none;align-self:flex-end';
    close.addEventListener('click', closePopup);
    const iframe = makeFrame('popup', prefill);
    iframe.style.height = 'auto';
    iframe.style.flex = '1 1 0';
    iframe.style.minHeight = '0';
    column.append(close, iframe);
    popup.append(column);
    popup.addEventListener('close', () => {
      forget(iframe);
      popup.remove();
      if (dialog === popup) dialog = null;
      opener?.focus();
      emit('closed', { mode: 'popup' });
    });
    document.body.appendChild(popup);
    dialog = popup;
    popup.showModal();
  }

  function floatingButton(label: string): void {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = label;
    const colour = script?.getAttribute('data-button-color') || '#1d4ed8';
    button.style.cssText =
      `position:fixed;right:20px;bottom:20px;z-index:2147483000;padding:14px 22px;border:0;border-radius:999px;` +
      `background:${colour};color:#fff;font:600 16px/1.2 system-ui,sans-serif;box-shadow:0 4px 14px rgba(0,0,0,.25);cursor:pointer`;
    button.addEventListener('click', () => openPopup(prefillOf(script as Element), button));
    document.body.appendChild(button);
  }

  window.addEventListener('message', (event: MessageEvent) => {
    // Only the operator's own frames, and only the ones this script made.
    if (event.origin !== origin) return;
    const iframe = frames.find((frame) => frame.contentWindow === event.source);
    const data = event.data as Record<string, unknown> | null;
    if (!iframe || !data || data.source !== MESSAGE_SOURCE || typeof data.type !== 'string') return;
    if (data.type === 'resize') {
      const height = Number(data.height);
      if (iframe.dataset.mode === 'inline' && height > 0)
        iframe.style.height = `${Math.min(Math.ceil(height), 20000)}px`;
      return;
    }
    if (data.type === 'close') {
      if (iframe.dataset.mode === 'popup') closePopup();
      return;
    }
    const fields = EVENT_FIELDS[data.type];
    if (!fields) return;
    const detail: Record<string, string | number> = { mode: iframe.dataset.mode ?? '' };
    for (const field of fields) {
      const value = data[field];
      if (typeof value === 'number' || typeof value === 'string') detail[field] = value;
    }
    emit(data.type as EventName, detail);
  });

  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest?.(`[${ATTRIBUTE}="popup"]`);
    if (!trigger) return;
    event.preventDefault();
    openPopup(prefillOf(trigger), trigger);
  });

  function start(): void {
    document.querySelectorAll(`[${ATTRIBUTE}="inline"]`).forEach(mount);
    const floating = script?.getAttribute('data-floating');
    if (floating !== null && floating !== undefined) floatingButton(floating || words.book);
  }

  globals.TransferBooking = {
    /** Listen to ready, quote, confirmed, closed, refused or '*' (all); returns a function that stops listening. */
    on(type: EventName | '*', listener: Listener): () => void {
      (listeners[type] ??= []).push(listener);
      return () => {
        const list = listeners[type] ?? [];
        list.splice(list.indexOf(listener), 1);
      };
    },
    /** Prefills every booking opened from now on; inline bookings start again with it. */
    prefill(prefill: Prefill): void {
      defaults = { ...defaults, ...prefill };
      for (const iframe of frames) {
        if (iframe.dataset.mode !== 'inline') continue;
        const container = iframe.parentElement;
        forget(iframe);
        iframe.remove();
        if (container) mount(container);
      }
    },
    /** Opens the booking dialog, prefilled with these and the defaults. */
    open(prefill: Prefill = {}): void {
      openPopup(prefill);
    },
    close: closePopup,
    mount,
  };

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
