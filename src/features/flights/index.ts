/**
 * The flights feature (issue 12): flight details for airport pick-ups and returns to an airport, the flight finder
 * and the free-waiting timeline. Its code loads with import() only when an airport is chosen: this entry holds the
 * lazy parts alone, which a template hands to the booking flow (features never import each other).
 */
import { lazy } from 'react';

const loadDialog = () => import('./components/FlightDialog');
const loadFields = () => import('./components/FlightFields');

/** The flight details dialog with its onward and return tabs, the finder and the timeline. */
export const FlightDialog = lazy(() => loadDialog().then((m) => ({ default: m.FlightDialog })));
/** The same questions inline in the journey. */
export const FlightFields = lazy(() => loadFields().then((m) => ({ default: m.FlightFields })));

/** Starts loading the flights code (an airport was chosen). */
export function preloadFlights(): void {
  void loadDialog();
  void loadFields();
}

/** The parts as the booking flow takes them (BookingFlowOptions.flights). */
export const flightParts = { Dialog: FlightDialog, Fields: FlightFields, preload: preloadFlights };

export type { FlightDialogProps } from './components/FlightDialog';
export type { FlightFieldsProps } from './components/FlightFields';
export type { FlightDetails, FlightVariant, LandingAirport } from './model/flightForm';
export type { FlightKind } from './model/tabs';
