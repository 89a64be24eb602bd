import { describe, expect, it } from 'vitest';
import { foundNothing, listboxKey, searchStatusText, type ListboxState } from './listbox';
import { sourceTranslator } from '@/i18n/sourceTranslator';

const { t } = sourceTranslator();

const state = (over: Partial<ListboxState> = {}): ListboxState => ({
  open: true,
  active: -1,
  count: 3,
  status: 'done',
  holdEnterWhileSearching: false,
  ...over,
});

describe('listboxKey', () => {
  it('moves the highlight down and wraps to the first option', () => {
    expect(listboxKey('ArrowDown', state())).toEqual({ kind: 'move', active: 0 });
    expect(listboxKey('ArrowDown', state({ active: 1 }))).toEqual({ kind: 'move', active: 2 });
    expect(listboxKey('ArrowDown', state({ active: 2 }))).toEqual({ kind: 'move', active: 0 });
  });

  it('moves the highlight up and wraps to the last option, also from none', () => {
    expect(listboxKey('ArrowUp', state())).toEqual({ kind: 'move', active: 2 });
    expect(listboxKey('ArrowUp', state({ active: 0 }))).toEqual({ kind: 'move', active: 2 });
    expect(listboxKey('ArrowUp', state({ active: 2 }))).toEqual({ kind: 'move', active: 1 });
  });

  it('highlights nothing when nothing is listed', () => {
    expect(listboxKey('ArrowDown', state({ count: 0 }))).toEqual({ kind: 'move', active: -1 });
    expect(listboxKey('ArrowUp', state({ count: 0, active: 1 }))).toEqual({ kind: 'move', active: -1 });
  });

  it('picks the highlighted option with Enter only while the list is open', () => {
    expect(listboxKey('Enter', state({ active: 1 }))).toEqual({ kind: 'pick', index: 1 });
    expect(listboxKey('Enter', state({ active: 1, open: false }))).toBeNull();
    expect(listboxKey('Enter', state({ active: -1 }))).toBeNull();
    expect(listboxKey('Enter', state({ active: 3 }))).toBeNull();
  });

  it('holds Enter while a search runs only where the box asks for it', () => {
    expect(listboxKey('Enter', state({ status: 'searching', holdEnterWhileSearching: true }))).toEqual({
      kind: 'hold',
    });
    expect(listboxKey('Enter', state({ status: 'searching' }))).toBeNull();
    expect(listboxKey('Enter', state({ status: 'done', holdEnterWhileSearching: true }))).toBeNull();
  });

  it('closes an open list with Escape and leaves a closed one to the browser (a dialog closes)', () => {
    expect(listboxKey('Escape', state())).toEqual({ kind: 'close' });
    expect(listboxKey('Escape', state({ open: false }))).toBeNull();
  });

  it('leaves other keys alone', () => {
    expect(listboxKey('a', state())).toBeNull();
    expect(listboxKey('Tab', state({ active: 1 }))).toBeNull();
  });
});

describe('searchStatusText', () => {
  it('says a search runs or failed, open or not', () => {
    expect(searchStatusText('searching', false, 0, t)).toBe('Searching…');
    expect(searchStatusText('failed', true, 0, t)).toBe('The search failed, please try again.');
  });

  it('counts the results of an answered search while the list is open', () => {
    expect(searchStatusText('done', true, 1, t)).toBe('1 result');
    expect(searchStatusText('done', true, 0, t)).toBe('0 results');
    expect(searchStatusText('done', true, 4, t)).toBe('4 results');
    expect(searchStatusText('done', false, 4, t)).toBe('');
    expect(searchStatusText('idle', true, 4, t)).toBe('');
  });
});

describe('foundNothing', () => {
  const found = (query: string, items: string[] = []) => ({ query, items });

  it('is true only when the search for the text in the box answered with nothing', () => {
    expect(foundNothing('done', found('kings'), ' kings ')).toBe(true);
    expect(foundNothing('done', found('kings', ['Kings Cross']), 'kings')).toBe(false);
  });

  it('says nothing while a search runs or failed, or when its text is no longer in the box', () => {
    expect(foundNothing('searching', found('kings'), 'kings')).toBe(false);
    expect(foundNothing('failed', found(''), 'kings')).toBe(false);
    expect(foundNothing('done', found('kings'), 'kings x')).toBe(false);
  });
});
