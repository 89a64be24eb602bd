import { describe, expect, it } from 'vitest';
import { emptyDraft } from './draft';
import { bookingParamsOf } from './handOver';
import { address } from './testFixtures';

describe('handing a booking in progress over to the full booking page (7.9 bookingparams)', () => {
  it('gives the ends by the names the search finds, ASAP, and the vehicle', () => {
    const draft = {
      ...emptyDraft(),
      pickUp: address('Paddington', 'W2 1HQ', 51.516, -0.176),
      dropOff: { ...address('', 'WC2N 5HR', 51.507, -0.122), fullAddress: '1 Strand, London WC2N 5HR' },
      time: { ...emptyDraft().time, pickUpType: 'now' as const, time: '' },
      vehicleId: 4,
    };
    expect(bookingParamsOf(draft, 'HOTEL')).toEqual({
      trackingcode: 'HOTEL',
      pickup: 'Paddington',
      dropoff: '1 Strand, London WC2N 5HR',
      datetime: '',
      isASAP: true,
      vehtypeid: 4,
    });
  });

  it('gives a chosen time, and nothing for what is not chosen yet', () => {
    const later = { ...emptyDraft().time, pickUpType: 'later' as const, time: '2026-06-01T09:30:00.000+01:00' };
    expect(bookingParamsOf({ ...emptyDraft(), time: later }, 'HOTEL')).toEqual({
      trackingcode: 'HOTEL',
      pickup: '',
      dropoff: '',
      datetime: '2026-06-01T09:30:00.000+01:00',
      isASAP: false,
      vehtypeid: 0,
    });
  });
});
