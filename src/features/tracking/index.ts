/** The tracking feature (spec 3.12, 4.12, 7.7): follow a booking's driver live. Its only entry. */
export { TrackingView, type TrackingViewProps } from './components/TrackingView';
export { TrackableBookings, type TrackableBookingsProps } from './components/TrackableBookings';
export { LiveBookingStatus, type LiveBookingStatusProps } from './components/LiveBookingStatus';
export { canTrack } from './model/status';
