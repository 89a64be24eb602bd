import { describe, expect, it } from 'vitest';
import { bookingStartFromPromotion } from './promotionLink';

describe('promotion links (3.15)', () => {
  it('open the journey they name, fixed only when changes are not allowed', () => {
    expect(
      bookingStartFromPromotion({
        code: 1,
        pickupaddress: ' Kings  Cross ',
        pickname: 'ignored',
        doffname: 'Tower Bridge',
        vehtypeid: 4,
        changesallowed: false,
        promocode: ' WELCOME10 ',
      }),
    ).toEqual({
      request: {
        pickUp: 'Kings Cross',
        dropOff: 'Tower Bridge',
        via: [],
        when: null,
        vehicleTypeId: 4,
        passengers: null,
      },
      locked: true,
      promoCode: 'WELCOME10',
    });
    expect(bookingStartFromPromotion({ code: 1, vehtypeid: 0 })).toMatchObject({
      request: { pickUp: '', dropOff: '', vehicleTypeId: null },
      locked: false,
    });
    expect(bookingStartFromPromotion({ code: 1, changesallowed: true }).locked).toBe(false);
  });
});
