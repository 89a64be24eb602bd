/** The tracking feature (the tracking fields, live tracking and tracking calls rules, rules: tracking-fields, live-tracking, call-tracking): follow a booking's driver live. Its only entry. */
export { TrackingView, type TrackingViewProps } from './components/TrackingView';
export { TrackableBookings, type TrackableBookingsProps } from './components/TrackableBookings';
export { LiveBookingStatus, type LiveBookingStatusProps } from './components/LiveBookingStatus';
export { canTrack } from './model/status';
