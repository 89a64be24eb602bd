import type { WirePromotion } from '@/api';
import type { CustomerProfile } from '../model/contact';
import { mailingListsOfPromotion } from '../model/mailingLists';
import { peopleFromPromotion } from '../model/promotionLink';
import { pageBookingStore } from './bookingStore';

/**
 * After startBookingWith: the people of the booking a promotion link opened (the small records rule, rules: other-entities), and the mailing lists it offers,
 * in the page's booking and saved with it (the storage rule, rules: storage). Its own module, so that only promotion links load it.
 */
export function applyPromotionPeople(link: WirePromotion, profile: CustomerProfile | undefined): void {
  const { draft } = pageBookingStore();
  const { contact, customer } = peopleFromPromotion(
    link,
    { contact: draft.contact, customer: draft.customer },
    profile,
  );
  draft.contact = contact;
  draft.customer = customer;
  draft.offeredMailingLists = mailingListsOfPromotion(link);
}
