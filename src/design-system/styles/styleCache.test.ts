import { serializeStyles } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { createStyleCache } from './styleCache';

function cssFor(styles: string): string {
  const cache = createStyleCache();
  const serialized = serializeStyles([styles], cache.registered);
  cache.insert('.x', serialized, cache.sheet, true);
  return cache.sheet.tags.map((tag) => tag.textContent).join('');
}

describe('the style cache', () => {
  it('keeps the -webkit- copy for properties a current Safari still needs prefixed', () => {
    const css = cssFor('user-select:none;background-clip:text;');
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-background-clip:text;background-clip:text;');
  });

  it('adds no prefixed copies of keyframes or of properties every browser reads unprefixed', () => {
    const css = cssFor(
      'transform:scale(2);animation:spin 1s;display:flex;@keyframes spin{from{opacity:0}to{opacity:1}}',
    );
    expect(css).toContain('transform:scale(2);');
    expect(css).toContain('@keyframes spin');
    expect(css).not.toMatch(/-webkit-|-moz-|-ms-/);
  });
});
