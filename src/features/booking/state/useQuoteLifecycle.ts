import { useEffect, useRef } from 'react';
import { checkQuoteExpiry, watchQuoteInputs, type QuoteSettings } from './quote';

/**
 * Runs the quote lifecycle while the booking panels are on screen: new quotes on input changes and the expiry
 * check every second. Start it only after the stored booking is restored (`enabled`).
 */
export function useQuoteLifecycle(settings: QuoteSettings, enabled: boolean): void {
  const latest = useRef(settings);
  latest.current = settings;
  useEffect(() => {
    if (!enabled) return;
    const stopWatching = watchQuoteInputs(() => latest.current);
    const timer = setInterval(() => checkQuoteExpiry(latest.current), 1000);
    return () => {
      stopWatching();
      clearInterval(timer);
    };
  }, [enabled]);
}
