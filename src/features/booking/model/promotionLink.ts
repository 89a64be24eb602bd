/**
 * Promotion links (spec 3.15, 7.5 GET /api/promotion?token=): an operator's link that opens the booking with a
 * journey, and says whether the customer may change it. Pure.
 */
import type { WirePromotion } from '@/api';
import type { BookingStartRequest } from './bookingStart';

/** The URL parameter of a promotion link's token (docs/embedding.md). */
export const PROMOTION_PARAM = 'promotion';

function text(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, 255) : '';
}

/** The journey a promotion link opens, found by its addresses (else the places' names), and whether it is fixed. */
export function bookingStartFromPromotion(link: WirePromotion): {
  request: BookingStartRequest;
  locked: boolean;
  promoCode: string;
} {
  const vehicle = Number(link.vehtypeid);
  return {
    request: {
      pickUp: text(link.pickupaddress) || text(link.pickname),
      dropOff: text(link.dropoffaddress) || text(link.doffname),
      via: [],
      when: null,
      vehicleTypeId: Number.isInteger(vehicle) && vehicle > 0 ? vehicle : null,
      passengers: null,
    },
    // 3.15 "changes allowed": only an explicit no fixes the journey.
    locked: link.changesallowed === false,
    promoCode: text(link.promocode).slice(0, 50),
  };
}
