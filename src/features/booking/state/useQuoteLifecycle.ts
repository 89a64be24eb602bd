import { useEffect, useMemo, useRef } from 'react';
import { mapVehicleType, type Configuration, type WireVehicleType } from '@/api';
import { useWireConfig } from '@/config';
import type { CustomerProfile } from '../model/contact';
import type { BookingStore } from './bookingStore';
import { watchPromoValue } from './customerActions';
import { checkQuoteExpiry, requestQuote, watchQuoteInputs, type QuoteSettings } from './quote';

/**
 * Runs the quote lifecycle while the booking panels are on screen: new quotes on input changes and the expiry
 * check every second. Start it only after the stored booking is restored (`enabled`).
 */
export function useQuoteLifecycle(store: BookingStore, settings: QuoteSettings, enabled: boolean): void {
  const latest = useRef(settings);
  latest.current = settings;
  useEffect(() => {
    if (!enabled) return;
    const stopWatching = watchQuoteInputs(store, () => latest.current);
    const stopPromo = watchPromoValue(store, {
      currencyCode: () => latest.current.currencyCode,
      customerId: () => latest.current.customerId,
    });
    const timer = setInterval(() => checkQuoteExpiry(store, latest.current), 1000);
    return () => {
      stopWatching();
      stopPromo();
      clearInterval(timer);
    };
  }, [store, enabled]);

  // The quote lifecycle rule (rules: quote-lifecycle): signing in or out asks for a new quote (the customer's prices may differ).
  const customer = `${settings.customerId ?? ''}/${settings.bookerId ?? ''}`;
  const lastCustomer = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    // The customer known when the booking was restored is the one its quote was for.
    if (lastCustomer.current === null || lastCustomer.current === customer) {
      lastCustomer.current = customer;
      return;
    }
    lastCustomer.current = customer;
    if (!store.quote.expired) void requestQuote(store, latest.current, { force: true });
  }, [store, customer, enabled]);
}

/** The quote settings of the configuration and the signed-in customer (the quote lifecycle rule (rules: quote-lifecycle): a customer's prices may differ). */
export function useQuoteSettings(config: Configuration, profile: CustomerProfile | undefined): QuoteSettings {
  // The vehicles' capacities as the configuration document carries them (the vehicle types rule, rules:
  // vehicle-types); an operator API that sends none leaves the default vehicle rule without the capacity check.
  const wireVehicles = (useWireConfig() as { vehTypes?: WireVehicleType[] }).vehTypes;
  const vehicleTypes = useMemo(
    () => (Array.isArray(wireVehicles) ? wireVehicles.map(mapVehicleType) : undefined),
    [wireVehicles],
  );
  return useMemo(
    () => ({
      zone: config.timeZone,
      currencyCode: config.currencyCode,
      minLeadTime: config.minLeadTime,
      quoteTimeoutMinutes: config.quoteTimeoutMinutes,
      customerId: profile?.id,
      bookerId: profile?.bookerId,
      defaultVehicleTypeId: config.defaultVehicleTypeId,
      vehicleTypes,
    }),
    [
      vehicleTypes,
      config.defaultVehicleTypeId,
      config.timeZone,
      config.currencyCode,
      config.minLeadTime,
      config.quoteTimeoutMinutes,
      profile?.id,
      profile?.bookerId,
    ],
  );
}
