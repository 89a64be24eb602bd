/**
 * The shared kernel: what two or more features both need (formatting, reading server state, the journey's route,
 * the place search, the customer's profile). It may import design-system, adapters' index, api and config; never a
 * feature, a template or the app.
 */
export { formatMoney, formatVehicleFare } from './format/money';
export { isBooker, type CustomerProfile } from './profile';
export { journeyMarkers, routePoints } from './journey/route';
export { useRoadRoute, type RoadRoute } from './journey/useRoadRoute';
export { addressLabel } from './places/addressLabel';
export { PlaceCombobox, type PlaceChoice, type PlaceComboboxProps } from './places/PlaceCombobox';
export { usePlaces } from './places/usePlaces';
export { payableTotal, type PayableTotal, type PromoValue } from './payable';
export { BookingWarnings } from './components/BookingWarnings';
export { DiscountLines } from './components/DiscountLines';
export { bookingStatusText, paymentText } from './format/bookingStatus';
export { downloadFile } from './download';
export {
  calendarEvent,
  calendarFileName,
  calendarHeader,
  type CalendarFacts,
  type CalendarLeg,
  type CalendarWords,
} from './format/calendar';
export { LoadState, type LoadStateProps } from './read/LoadState';
export { ReadFailure, readFailureMessage } from './read/readFailure';
export { useRead, type Read, type ReadKey, type ReadState } from './read/useRead';
export { startReadEarly } from './read/earlyReads';
export { useBrowserValue } from './hydration/useBrowserValue';
