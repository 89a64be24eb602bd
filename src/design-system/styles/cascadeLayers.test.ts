import { describe, expect, it } from 'vitest';
import { createBrandSystem } from '../theme/createBrandSystem';
import { declareCascadeLayers } from './cascadeLayers';

describe('the cascade layers declared first', () => {
  const system = createBrandSystem();

  it("names Chakra's layers in their order before any style already in the head", () => {
    document.head.innerHTML = '<style>@layer recipes { .button { border-width: 1px } }</style>';
    declareCascadeLayers(document, system);
    const first = document.head.firstElementChild;
    expect(first?.textContent).toBe('@layer reset, base, tokens, recipes;');
    expect(first?.textContent).toBe(system.layers.atRule);
  });

  it('declares them once however often it is called', () => {
    document.head.innerHTML = '';
    declareCascadeLayers(document, system);
    declareCascadeLayers(document, system);
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
  });
});
