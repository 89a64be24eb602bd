/**
 * The shared kernel: what two or more features both need (formatting, route params, the place search, the
 * customer's profile). It may import design-system, adapters' index, api and config; never a feature, a template
 * or the app.
 */
export { formatMoney, formatVehicleFare } from './format/money';
export { addressLabel } from './places/addressLabel';
export { PlaceCombobox, type PlaceChoice, type PlaceComboboxProps } from './places/PlaceCombobox';
export { usePlaces } from './places/usePlaces';
export { payableTotal, type PayableTotal, type PromoValue } from './payable';
export { DiscountLines } from './components/DiscountLines';
export { bookingStatusText, paymentText } from './format/bookingStatus';
