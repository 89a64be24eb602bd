import { describe, expect, it } from 'vitest';
import { isBooker, menuName, profileFromWire } from './profile';

describe('profile from a sign-in answer', () => {
  it('reads Id and the profile fields', () => {
    const profile = profileFromWire({
      Id: '42',
      firstname: 'Ann',
      surname: 'Lee',
      email: 'ann@example.com',
      phone: '7700900123',
    });
    expect(profile).toMatchObject({
      id: 42,
      firstName: 'Ann',
      lastName: 'Lee',
      dialingCode: '+44',
      bookerId: undefined,
    });
    expect(menuName(profile!)).toBe('Ann');
  });
  it('accepts custid and BookerId spellings and spots a booker', () => {
    const profile = profileFromWire({ custid: 7, BookerId: 3, firstname: '', email: 'b@example.com' });
    expect(profile?.id).toBe(7);
    expect(isBooker(profile)).toBe(true);
    expect(menuName(profile!)).toBe('b@example.com');
  });
  it("keeps a booker account's cost centre rule", () => {
    expect(profileFromWire({ custid: 8, bookerid: 7002, costcentrerequired: true })?.costCentreRequired).toBe(true);
    expect(profileFromWire({ custid: 7, bookerid: 7001 })).not.toHaveProperty('costCentreRequired');
  });
  it('refuses an answer without an id', () => {
    expect(profileFromWire({ firstname: 'Ann' })).toBeUndefined();
    expect(profileFromWire({ Id: 0 })).toBeUndefined();
  });
});
