import type { SystemContext } from '@chakra-ui/react';

const MARKER = 'data-cascade-layers';

/**
 * Names the design system's cascade layers (`@layer reset, base, tokens, recipes;`) first thing in the document's
 * head. A browser ranks layers in the order it first meets their names, and Chakra declares that order in a global
 * style inserted after the first component's styles: a page that renders components before the design system's
 * globals (the booking frame's loading notice) would otherwise meet `@layer recipes` first, making the recipes the
 * weakest layer, and Chakra's reset would undo every component's look. The prerendered pages carry the order in
 * their HTML already. Once per document.
 */
export function declareCascadeLayers(document: Document, system: SystemContext): void {
  if (document.head.querySelector(`style[${MARKER}]`)) return;
  const style = document.createElement('style');
  style.setAttribute(MARKER, '');
  style.textContent = system.layers.atRule;
  document.head.prepend(style);
}
