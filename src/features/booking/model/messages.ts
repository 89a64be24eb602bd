/** The booking feature's texts (DESIGN rule 6): the spec's wording, verbatim where the spec gives it. */
export { GENERIC_ERROR, OUTSIDE_SERVICE_AREA } from '@/api';

/** The address selection rule (rules: address-selection) address selection. */
export const ADDRESS_TOO_VAGUE = 'Try a more specific address.';
/** The valid booking rule (rules: booking-valid) the same-place rule: one text for the form and the server (api/wire/samePlace.ts says why). */
export { SAME_PICKUP_AND_DROPOFF, VIA_SAME_AS_END } from '@/api';
/** The verbatim messages rule (rules: messages) capacity. */
export const NO_VEHICLE_FOR_CAPACITY = 'No vehicle found with selected capacity';
/** The verbatim messages rule (rules: messages) time warning. */
export const timeWarning = (earliest: string) => `The earliest time we can pickup from this address is ${earliest}`;
/** The return date rule (rules: return-date) return date. */
export const earliestReturnMessage = (time: string) => `The earliest possible return date is ${time}.`;
/** The verbatim messages rule (rules: messages) quotation expired; the phone is rendered as a tel link by the dialog. */
export const QUOTATION_EXPIRED_LEAD = 'Oops, your quotation has expired. Please try again or call our friendly team on';
/** The required text rule (rules: required-text) generic required text. */
export const isRequired = (title: string) => `${title} is required`;
