import { describe, expect, it } from 'vitest';
import { checkedPromotionLink } from './promotionLinks';

const full = {
  pickupaddress: 'The Savoy',
  picklat: 51.5104,
  picklng: -0.1204,
  pickpostcode: 'WC2R 0EZ',
  pickcategory: 'Hotel',
  dropoffaddress: 'Heathrow Airport Terminal 5',
  dofflat: 51.4723,
  dofflng: -0.488,
  droppostcode: 'TW6 2GA',
  doffcategory: 'Air',
  vehtypeid: 2,
  changesallowed: true,
};

describe('the promotion link fields rule (3.15)', () => {
  it('passes a journey given in full as it is', () => {
    expect(checkedPromotionLink(full)).toEqual(full);
  });

  it('leaves out a position, postcode, category or vehicle that is no such value, and keeps the rest', () => {
    const checked = checkedPromotionLink({
      ...full,
      picklat: '51.5',
      dofflat: 0,
      dofflng: 0,
      pickpostcode: ' WC2R 0EZ',
      droppostcode: 'TW6 2GA;--',
      pickcategory: 'x'.repeat(51),
      vehtypeid: 2.5,
    });
    for (const gone of [
      'picklat',
      'picklng',
      'dofflat',
      'dofflng',
      'pickpostcode',
      'droppostcode',
      'pickcategory',
      'vehtypeid',
    ])
      expect(checked, gone).not.toHaveProperty(gone);
    expect(checked).toMatchObject({ pickupaddress: 'The Savoy', doffcategory: 'Air', changesallowed: true });
    expect(checkedPromotionLink({ picklat: 91, picklng: 0 })).toEqual({});
  });

  it('reads changes allowed as a boolean however the stored link spells it, and drops what says neither', () => {
    expect(checkedPromotionLink({ changesallowed: 'No' })).toEqual({ changesallowed: false });
    expect(checkedPromotionLink({ changesallowed: 0 })).toEqual({ changesallowed: false });
    expect(checkedPromotionLink({ changesallowed: 'yes' })).toEqual({ changesallowed: true });
    expect(checkedPromotionLink({ changesallowed: 'maybe' })).toEqual({});
    expect(checkedPromotionLink({})).toEqual({});
  });
});
