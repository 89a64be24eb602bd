import { mapBookingSummary } from '@/api';
import { journeyMarkers, routePoints } from './route';

const booking = mapBookingSummary({
  jobpartid: 100240,
  pickupaddress: 'Heathrow Airport Terminal 5',
  picklat: 51.47,
  picklng: -0.49,
  dropoffaddress: "King's Cross St Pancras",
  dofflat: 51.53,
  dofflng: -0.12,
});
const via = { address: 'Hammersmith', postcode: '', category: '', lat: 51.49, lng: -0.22, isAirport: false };
const nowhere = { ...via, address: 'Somewhere', lat: 0, lng: 0 };

describe('the route on the map', () => {
  it('joins pick-up, vias and drop-off in order, leaving out places without a position', () => {
    expect(routePoints({ ...booking, via: [via, nowhere] })).toEqual([
      { lat: 51.47, lng: -0.49 },
      { lat: 51.49, lng: -0.22 },
      { lat: 51.53, lng: -0.12 },
    ]);
  });

  it('names each marker by its address, leaving out places without a position', () => {
    expect(journeyMarkers({ ...booking, via: [via, nowhere] })).toEqual([
      { kind: 'pickup', label: 'Pick-up: Heathrow Airport Terminal 5', position: { lat: 51.47, lng: -0.49 } },
      { kind: 'via', id: 'via-0', label: 'Via: Hammersmith', position: { lat: 51.49, lng: -0.22 } },
      { kind: 'dropoff', label: "Drop-off: King's Cross St Pancras", position: { lat: 51.53, lng: -0.12 } },
    ]);
  });
});
