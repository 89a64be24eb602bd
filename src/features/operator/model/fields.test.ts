import { sourceTranslator } from '@/i18n/sourceTranslator';
import { catalogueLabel, catalogueProblems, listItemLabel, moveItem } from './fields';

const say = sourceTranslator();

describe("the console's lists", () => {
  it('moves an item up and down, and leaves the list as it is at either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });

  it("names a list item's field as its control is labelled, counting from 1", () => {
    expect(listItemLabel('configuration.content.faq[1].answer', say.t)).toBe('Question 2, answer');
    expect(listItemLabel('configuration.sociallinks[0].url', say.t)).toBe('Link 1, address');
    expect(listItemLabel('configuration.content.airportTransfers.airports[3].name', say.t)).toBe('Airport 4, name');
    expect(listItemLabel('configuration.content.faq', say.t)).toBeUndefined();
  });
});

describe('the vehicle types and price list', () => {
  const document = {
    vehicleTypes: [{ typename: ' ', noofpassengers: '4 people', noofluggeges: 2, noofhandbags: 2, maxluggage: 2 }],
    prices: [{ category: 'Heathrow Airport', items: [{ price: -1, description: 'x' }] }],
  };

  it('names an empty vehicle name, a count holding text and a negative price', () => {
    expect(catalogueProblems(document)).toEqual([
      'vehicleTypes[0].typename is required',
      'vehicleTypes[0].noofpassengers must be a whole number, 0 or more',
      'prices[0].items[0].price must be an amount, 0 or more',
    ]);
  });

  it('labels them as their controls are labelled', () => {
    expect(catalogueLabel('vehicleTypes[0].noofpassengers', document, say.t)).toBe('Vehicle 1, passengers');
    expect(catalogueLabel('prices[0].items[0].price', document, say.t)).toBe('Heathrow Airport, line 1, price');
  });
});
