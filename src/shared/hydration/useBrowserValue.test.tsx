import { act, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useBrowserValue } from './useBrowserValue';

const noChanges = () => () => undefined;

function probe(browserValue: string, renders: string[]) {
  return function Probe() {
    const value = useBrowserValue(noChanges, () => browserValue, 'nobody');
    renders.push(value);
    return <p>{value}</p>;
  };
}

async function hydrate(Probe: ComponentType) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe />);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors };
}

describe('useBrowserValue', () => {
  it("renders the server's value while hydrating, then the browser's, with no mismatch", async () => {
    const renders: string[] = [];
    const { container, errors } = await hydrate(probe('ada@example.com', renders));
    expect(container.textContent).toBe('ada@example.com');
    expect(renders).toEqual(['nobody', 'nobody', 'ada@example.com']);
    expect(errors).toEqual([]);
  });

  it('renders nothing again after hydration when the browser knows what the server knew', async () => {
    const renders: string[] = [];
    const { container } = await hydrate(probe('nobody', renders));
    expect(container.textContent).toBe('nobody');
    // One render on the server, one hydrating: none after.
    expect(renders).toEqual(['nobody', 'nobody']);
  });
});
