import type { ComponentType } from 'react';
import type { FlightKind } from '../model/customerStep';
import type { BookingFlight } from '../model/draft';

/**
 * What the booking needs from the flights feature (issue 12), which it never imports: the template hands these in
 * (BookingFlowOptions.flights). The booking decides when flights are needed and keeps them; the parts ask for them.
 */

/** The airport a flight must land at (the flight required rule, rules: flight-required): the pick-up for the onward flight, the drop-off for the return. */
export interface FlightAirport {
  name: string;
  /** The place's ICAO code (the place fields rule, rules: place-fields), '' when unknown. */
  icao: string;
}

/** The form variant: airport lists, or the 360 template's free-text Arriving from plus a date-time picker (the dialogs rule, rules: modals). */
export type FlightVariant = 'airports' | 'text';

export interface FlightDialogPartProps {
  /** The tab to open on. */
  kind: FlightKind;
  /** The tabs the journey needs: onward for an airport pick-up, return for a return to an airport (the dialogs rule, rules: modals). */
  needed: readonly FlightKind[];
  flights: Readonly<Record<FlightKind, Readonly<BookingFlight> | null>>;
  airports: Readonly<Record<FlightKind, FlightAirport | null>>;
  /** Each journey's pick-up time (ISO), '' for now or unknown: the finder's first guess. */
  pickupTimes: Readonly<Record<FlightKind, string>>;
  variant: FlightVariant;
  timeZone: string;
  /** The passenger's name as the booking has it: the meet-and-greet sign's default (beyond the spec). */
  passengerName: string;
  onSave: (kind: FlightKind, flight: BookingFlight) => void;
  /** Every needed tab has its answer: the dialog is closing and navigation continues (the flight dialog rule, rules: flight-dialog). */
  onDone: () => void;
  onClose: () => void;
  /** Each journey's earliest pick-up (ISO; the minimum lead time rule): the timeline shows no pick-up before it. */
  earliestBookable?: Readonly<Partial<Record<FlightKind, string>>>;
}

export interface FlightFieldsPartProps {
  kind: FlightKind;
  flight: Readonly<BookingFlight> | null;
  airport: FlightAirport | null;
  pickupTime: string;
  variant: FlightVariant;
  timeZone: string;
  /** The passenger's name as the booking has it: the meet-and-greet sign's default (beyond the spec). */
  passengerName: string;
  /** The step check's message for this flight (the wizard steps rule (rules: wizard-steps) check 7). */
  error?: string;
  onSave: (kind: FlightKind, flight: BookingFlight) => void;
  /** This journey's earliest pick-up (ISO; the minimum lead time rule): the timeline shows no pick-up before it. */
  earliestBookable?: string;
}

export interface FlightParts {
  /** The flight details dialog with its onward and return tabs. */
  Dialog: ComponentType<FlightDialogPartProps>;
  /** The same questions inline in the journey (flightInline, the wizard steps rule (rules: wizard-steps) check 7). */
  Fields: ComponentType<FlightFieldsPartProps>;
  /** Starts loading the parts' code: an airport was chosen, so they will soon be wanted. */
  preload: () => void;
}
