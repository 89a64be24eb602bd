import { placeMarkers } from './markers';

const at = { lat: 51.5, lng: -0.1 };

describe('placeMarkers', () => {
  it('labels pick-up A, drop-off B and numbers vias in order', () => {
    const placed = placeMarkers([
      { kind: 'pickup', label: 'Pick-up', position: at },
      { kind: 'via', label: 'Via one', position: at },
      { kind: 'via', label: 'Via two', position: at },
      { kind: 'dropoff', label: 'Drop-off', position: at },
      { kind: 'vehicle', label: 'Your car', position: at },
    ]);
    expect(placed.map((p) => p.glyph)).toEqual(['A', '1', '2', 'B', '']);
    expect(placed.map((p) => p.id)).toEqual(['pickup-1', 'via-1', 'via-2', 'dropoff-1', 'vehicle-1']);
  });

  it('keeps a given id', () => {
    expect(placeMarkers([{ id: 'x', kind: 'driver', label: 'Driver', position: at }])[0].id).toBe('x');
  });
});
