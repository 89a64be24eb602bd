/** A container with a layout size, which jsdom never computes: the adapters fit only containers that have one. */
export function sizedContainer(width = 800, height = 600): HTMLElement {
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(container, 'clientHeight', { configurable: true, get: () => height });
  document.body.append(container);
  return container;
}
