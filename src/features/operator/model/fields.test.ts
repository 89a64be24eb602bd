import { listItemLabel, moveItem } from './fields';

describe("the console's lists", () => {
  it('moves an item up and down, and leaves the list as it is at either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });

  it("names a list item's field as its control is labelled, counting from 1", () => {
    expect(listItemLabel('configuration.content.faq[1].answer')).toBe('Question 2, answer');
    expect(listItemLabel('configuration.sociallinks[0].url')).toBe('Link 1, address');
    expect(listItemLabel('configuration.content.airportTransfers.airports[3].name')).toBe('Airport 4, name');
    expect(listItemLabel('configuration.content.faq')).toBeUndefined();
  });
});
