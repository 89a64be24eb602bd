/**
 * The booking feature's texts (DESIGN rule 6): the spec's wording, verbatim in the en-GB catalog (booking.message.*),
 * said in the page's language through the `t` each function takes.
 */
import type { MessageId, MessageValues } from '@/i18n';
import { GENERIC_ERROR, OUTSIDE_SERVICE_AREA, SAME_PICKUP_AND_DROPOFF, VIA_SAME_AS_END } from '@/api';

/** What a model function that returns a person's text takes: the page's `t` (`useT()`). */
export type Translate = (id: MessageId, values?: MessageValues) => string;

export { GENERIC_ERROR, OUTSIDE_SERVICE_AREA, SAME_PICKUP_AND_DROPOFF, VIA_SAME_AS_END };

/** The address selection rule (rules: address-selection) address selection. */
export const ADDRESS_TOO_VAGUE = 'Try a more specific address.';
/** The verbatim messages rule (rules: messages) capacity. */
export const NO_VEHICLE_FOR_CAPACITY = 'No vehicle found with selected capacity';

/** The verbatim messages rule (rules: messages) time warning. */
export const timeWarning = (t: Translate, earliest: string) => t('booking.message.timeWarning', { earliest });
/** The return date rule (rules: return-date) return date. */
export const earliestReturnMessage = (t: Translate, time: string) => t('booking.message.earliestReturn', { time });
/** The required text rule (rules: required-text) generic required text: "{title} is required", the title already translated. */
export const isRequired = (t: Translate, title: string) => t('booking.message.required', { title });

/**
 * The verbatim messages rule (rules: messages) for texts the server sends too (it answers in English): a known English
 * text is said in the page's language; any other server message is shown as it came.
 */
const KNOWN: Record<string, MessageId> = {
  [GENERIC_ERROR]: 'booking.message.genericError',
  [OUTSIDE_SERVICE_AREA]: 'booking.message.outsideServiceArea',
  [SAME_PICKUP_AND_DROPOFF]: 'booking.message.samePickupAndDropoff',
  [VIA_SAME_AS_END]: 'booking.message.viaSameAsEnd',
  [ADDRESS_TOO_VAGUE]: 'booking.message.addressTooVague',
  [NO_VEHICLE_FOR_CAPACITY]: 'booking.message.noVehicleForCapacity',
};

export function knownMessage(t: Translate, message: string): string {
  const id = KNOWN[message];
  return id ? t(id) : message;
}
