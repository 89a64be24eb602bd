import { emptyExtras } from './draft';
import { clampExtra, fitsCapacity, travellers, vehiclesForCapacity, visibleExtras } from './extras';
import { vehicle } from './testFixtures';

const fleet = [vehicle(1, 4, 2, 2), vehicle(4, 6, 4, 6), vehicle(5, 8, 8, 8)];
const allOn = { showPet: true, showSmallChildSeat: true, showLargeChildSeat: true, minPassengers: 1, minLuggages: 0 };

describe('extras (3.3, 3.14, 9)', () => {
  it('shows pets and child seats only when their switches are on', () => {
    expect(
      visibleExtras({ ...allOn, showPet: false, showSmallChildSeat: false, showLargeChildSeat: false }, fleet).map(
        (e) => e.key,
      ),
    ).toEqual(['Passengers', 'Luggages', 'HandBags']);
    expect(visibleExtras({ ...allOn, showSmallChildSeat: false }, fleet).map((e) => e.key)).toEqual([
      'Passengers',
      'Luggages',
      'HandBags',
      'SmallPets',
      'OtherPets',
      'LargeChilds',
    ]);
  });

  it('shows other equipment only when "show other equipment" is on', () => {
    expect(visibleExtras(allOn, fleet).map((e) => e.key)).not.toContain('Equipment');
    expect(visibleExtras({ ...allOn, showOtherEquipment: false }, fleet).map((e) => e.key)).not.toContain('Equipment');
    const withEquipment = visibleExtras({ ...allOn, showOtherEquipment: true }, fleet);
    expect(withEquipment.at(-1)).toEqual({ key: 'Equipment', min: 0, max: 2 });
  });

  it('counts passengers from 1, bags and luggage from 0, pets and children 0 to 2', () => {
    const limits = Object.fromEntries(visibleExtras(allOn, fleet).map((e) => [e.key, [e.min, e.max]]));
    expect(limits).toEqual({
      Passengers: [1, 8],
      Luggages: [0, 8],
      HandBags: [0, 8],
      SmallPets: [0, 2],
      OtherPets: [0, 2],
      SmallChilds: [0, 2],
      LargeChilds: [0, 2],
    });
  });

  it('keeps a count within its limits', () => {
    expect(clampExtra(0, { min: 1, max: 8 })).toBe('1');
    expect(clampExtra('3', { min: 0, max: 2 })).toBe('2');
    expect(clampExtra('abc', { min: 0, max: 2 })).toBe('0');
  });

  it('offers only vehicles that take the passengers, luggage and hand bags', () => {
    expect(vehiclesForCapacity(fleet, emptyExtras()).map((v) => v.id)).toEqual([1, 4, 5]);
    expect(vehiclesForCapacity(fleet, { ...emptyExtras(), Passengers: '5' }).map((v) => v.id)).toEqual([4, 5]);
    expect(vehiclesForCapacity(fleet, { ...emptyExtras(), Luggages: '5' }).map((v) => v.id)).toEqual([5]);
    expect(vehiclesForCapacity(fleet, { ...emptyExtras(), Passengers: '9' })).toEqual([]);
    expect(fitsCapacity(fleet[0], { ...emptyExtras(), HandBags: '3' })).toBe(false);
  });

  it('seats the children in child seats too, as the booking counts them among its passengers', () => {
    expect(travellers({ ...emptyExtras(), Passengers: '3', SmallChilds: '1', LargeChilds: '1' })).toBe(5);
    expect(travellers({ ...emptyExtras(), Passengers: '0' })).toBe(1);
    expect(
      vehiclesForCapacity(fleet, { ...emptyExtras(), Passengers: '4', SmallChilds: '1' }).map((v) => v.id),
    ).toEqual([4, 5]);
    // Eight passengers and a child seat: no vehicle of this fleet takes them (the verbatim messages rule (rules: messages) "No vehicle found with selected capacity").
    expect(vehiclesForCapacity(fleet, { ...emptyExtras(), Passengers: '8', LargeChilds: '1' })).toEqual([]);
  });
});
