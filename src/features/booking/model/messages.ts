/** The booking feature's texts (DESIGN rule 6): the spec's wording, verbatim where the spec gives it. */
export { GENERIC_ERROR, OUTSIDE_SERVICE_AREA } from '@/api';

/** 5.2 address selection. */
export const ADDRESS_TOO_VAGUE = 'Try a more specific address.';
/** 5.2 the same-place rule: one text for the form and the server (api/wire/samePlace.ts says why). */
export { SAME_PICKUP_AND_DROPOFF, VIA_SAME_AS_END } from '@/api';
/** 8.2 capacity. */
export const NO_VEHICLE_FOR_CAPACITY = 'No vehicle found with selected capacity';
/** 8.2 time warning. */
export const timeWarning = (earliest: string) => `The earliest time we can pickup from this address is ${earliest}`;
/** 5.2 return date. */
export const earliestReturnMessage = (time: string) => `The earliest possible return date is ${time}.`;
/** 8.2 quotation expired; the phone is rendered as a tel link by the dialog. */
export const QUOTATION_EXPIRED_LEAD = 'Oops, your quotation has expired. Please try again or call our friendly team on';
/** 5.1 generic required text. */
export const isRequired = (title: string) => `${title} is required`;
