/**
 * A promotion link's mailing lists (the small records and account calls rules (rules: other-entities, call-account) updateprofile): offered to the passenger as unticked opt-in boxes
 * (a box ticked in advance is not consent under UK GDPR/PECR), saved to a signed-in customer's profile. Pure.
 *
 * Offered only to a signed-in customer booking for themselves (components/customer/CustomerStep). Not to a guest:
 * neither the booking (the booking call rule, rules: call-booking) nor sign-up (the account calls rule (rules: call-account) signUp) carries consent, so nothing could keep the answer. Not to a
 * booker: the passenger is someone else, and the lists would be the booker's own.
 */
import type { WireProfile, WirePromotion, WireUpdateProfileRequest } from '@/api';
import type { MessageId } from '@/i18n';

export type MailingList = 'email' | 'sms';

/** The boxes' labels (message ids), as the profile's own (account feature, UpdateProfileForm) words them. */
export const MAILING_LIST_LABELS: Record<MailingList, MessageId> = {
  email: 'booking.offers.email',
  sms: 'booking.offers.sms',
};

/** The lists a link names: only an explicit true counts. */
export function mailingListsOfPromotion(
  link: Pick<WirePromotion, 'smsmailinglist' | 'emailmailinglist'>,
): MailingList[] {
  const lists: MailingList[] = [];
  if (link.emailmailinglist === true) lists.push('email');
  if (link.smsmailinglist === true) lists.push('sms');
  return lists;
}

const flagOf = (list: MailingList) => (list === 'email' ? 'emailmailinglist' : 'smsmailinglist');

/** The offered lists the customer is not on yet, by their profile as the server has it. */
export function mailingListsToOffer(offered: readonly MailingList[] | undefined, current: WireProfile): MailingList[] {
  return (offered ?? []).filter((list) => current[flagOf(list)] !== true);
}

/**
 * The profile update (the account calls rule, rules: call-account) that puts the customer on a list or takes them off again. updateprofile replaces every
 * field, so the rest are sent as the server has them now: nothing else changes.
 */
export function profileUpdateWithList(
  current: WireProfile,
  custid: number,
  list: MailingList,
  on: boolean,
): WireUpdateProfileRequest {
  return {
    custid,
    firstname: current.firstname ?? '',
    surname: current.surname ?? current.LastName ?? '',
    email: current.email ?? '',
    phone: current.phone ?? '',
    dialingcode: current.dialingcode || '+44',
    smsmailinglist: current.smsmailinglist === true,
    emailmailinglist: current.emailmailinglist === true,
    [flagOf(list)]: on,
  };
}
