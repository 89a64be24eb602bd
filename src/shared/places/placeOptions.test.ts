import { describe, expect, it } from 'vitest';
import { sourceTranslator } from '@/i18n/sourceTranslator';
import { heathrow, kingsCross, towerBridge } from '../testing';
import { addressLabel } from './addressLabel';
import { matchesSaved, placeOptions, savedTitle } from './placeOptions';

const { t } = sourceTranslator();

const home = { ...towerBridge, placeName: ' Home ', name: 'My flat' };
const work = { ...kingsCross, placeName: 'work', name: 'Office' };
const gym = { ...heathrow, placeName: '', name: 'Gym' };

describe('savedTitle', () => {
  it('names Home and Work by their role and any other place by its name', () => {
    expect(savedTitle(home, t)).toBe('Home');
    expect(savedTitle(work, t)).toBe('Work');
    expect(savedTitle(gym, t)).toBe('Gym');
    expect(savedTitle({ ...gym, name: '' }, t)).toBe('Saved place');
  });
});

describe('matchesSaved', () => {
  it('matches any part of the name, place name, address or postcode, ignoring case', () => {
    expect(matchesSaved(home, 'hom')).toBe(true);
    expect(matchesSaved(home, 'FLAT')).toBe(true);
    expect(matchesSaved(home, towerBridge.postcode.toLowerCase())).toBe(true);
    expect(matchesSaved(home, 'paddington')).toBe(false);
  });

  it('matches everything for empty text', () => {
    expect(matchesSaved(gym, '  ')).toBe(true);
  });
});

describe('placeOptions', () => {
  const saved = [home, work, gym];
  const none = { query: '', items: [] };

  it('lists saved places matching the text, then the results found for that very text', () => {
    const options = placeOptions({
      text: 'Office ',
      value: null,
      valueLabel: '',
      saved,
      found: { query: 'Office', items: [heathrow] },
    });
    expect(options).toEqual([
      { address: work, saved: true },
      { address: heathrow, saved: false },
    ]);
  });

  it('lists every saved place while the chosen place is shown', () => {
    const label = addressLabel(kingsCross);
    const options = placeOptions({ text: label, value: kingsCross, valueLabel: label, saved, found: none });
    expect(options.map((option) => option.address)).toEqual(saved);
  });

  it('hides results found for other text (a search under way, or a box emptied since)', () => {
    expect(
      placeOptions({
        text: 'Kings',
        value: null,
        valueLabel: '',
        saved: [],
        found: { query: 'King', items: [kingsCross] },
      }),
    ).toEqual([]);
    expect(
      placeOptions({ text: '', value: null, valueLabel: '', saved: [], found: { query: '', items: [kingsCross] } }),
    ).toEqual([]);
  });
});
