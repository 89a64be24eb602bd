import { openingTab, tabAfterSubmit } from './tabs';

describe("the flight dialog's tabs (4.6)", () => {
  const both = ['onward', 'return'] as const;

  it('moves from onward to return while return details are still needed, and back the other way', () => {
    expect(tabAfterSubmit('onward', both, { onward: true, return: false })).toBe('return');
    expect(tabAfterSubmit('return', both, { onward: false, return: true })).toBe('onward');
  });

  it('closes (null) when the other tab has its answer or is not needed', () => {
    expect(tabAfterSubmit('onward', both, { onward: true, return: true })).toBeNull();
    expect(tabAfterSubmit('return', both, { onward: true, return: true })).toBeNull();
    expect(tabAfterSubmit('onward', ['onward'], { onward: true, return: false })).toBeNull();
    expect(tabAfterSubmit('return', ['return'], { onward: false, return: true })).toBeNull();
  });

  it('opens on the tab asked for when the journey needs it, else on the first needed', () => {
    expect(openingTab('return', both)).toBe('return');
    expect(openingTab('onward', ['return'])).toBe('return');
    expect(openingTab('return', ['onward'])).toBe('onward');
  });
});
