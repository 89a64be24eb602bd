import type { WireAddressSearchResponse } from '@/api';
import { createOperatorPlaces } from './index';

describe('operator places', () => {
  it('maps the operator API answer to addresses and passes the signal through', async () => {
    const controller = new AbortController();
    const calls: [string, AbortSignal | undefined][] = [];
    const adapter = createOperatorPlaces(async (prefix, options) => {
      calls.push([prefix, options?.signal]);
      return {
        code: 1,
        addresses: [{ name: 'Heathrow T5', category: 'Air', postcode: 'TW6 2GA', latitude: 51.47, longitude: -0.48 }],
      } as WireAddressSearchResponse;
    });
    const found = await adapter.search('heath', { signal: controller.signal });
    expect(calls).toEqual([['heath', controller.signal]]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: 'Heathrow T5', postcode: 'TW6 2GA', isAirport: true });
  });

  it('treats a failure code as an error with a presentable message', async () => {
    const adapter = createOperatorPlaces(async () => ({ code: 0, addresses: [] }) as WireAddressSearchResponse);
    await expect(adapter.search('xx')).rejects.toThrow('Something went wrong, please try again.');
  });
});
