import { describe, expect, it } from 'vitest';
import { mailingListsOfPromotion, mailingListsToOffer, profileUpdateWithList } from './mailingLists';

const onServer = {
  code: 1,
  custid: 42,
  firstname: 'Ada',
  surname: 'Lovelace',
  email: 'ada@example.com',
  phone: '7700900123',
  dialingcode: '+33',
  smsmailinglist: true,
  emailmailinglist: false,
};

describe("a promotion link's mailing lists (3.15)", () => {
  it('are the lists the link names with an explicit true', () => {
    expect(mailingListsOfPromotion({ emailmailinglist: true, smsmailinglist: true })).toEqual(['email', 'sms']);
    expect(mailingListsOfPromotion({ emailmailinglist: false, smsmailinglist: true })).toEqual(['sms']);
    expect(mailingListsOfPromotion({})).toEqual([]);
    // A stored link is JSON the operator wrote: a string is not a yes.
    expect(mailingListsOfPromotion({ emailmailinglist: 'true' as unknown as boolean })).toEqual([]);
  });

  it('are offered only where the customer is not on them yet', () => {
    expect(mailingListsToOffer(['email', 'sms'], onServer)).toEqual(['email']);
    expect(mailingListsToOffer(['sms'], onServer)).toEqual([]);
    expect(mailingListsToOffer(undefined, onServer)).toEqual([]);
    expect(mailingListsToOffer(['email', 'sms'], { code: 1 })).toEqual(['email', 'sms']);
  });

  it('are saved by a profile update (7.4) that changes that list alone, with the customer’s own id', () => {
    expect(profileUpdateWithList(onServer, 42, 'email', true)).toEqual({
      custid: 42,
      firstname: 'Ada',
      surname: 'Lovelace',
      email: 'ada@example.com',
      phone: '7700900123',
      dialingcode: '+33',
      smsmailinglist: true,
      emailmailinglist: true,
    });
    expect(profileUpdateWithList(onServer, 42, 'sms', false)).toMatchObject({
      smsmailinglist: false,
      emailmailinglist: false,
    });
    // Servers spell the surname two ways (the customer profile rule, rules: customer-profile); a missing dialing code is the default one.
    expect(profileUpdateWithList({ LastName: 'Hopper', dialingcode: '' }, 7, 'email', true)).toMatchObject({
      custid: 7,
      surname: 'Hopper',
      dialingcode: '+44',
      emailmailinglist: true,
      smsmailinglist: false,
    });
  });
});
