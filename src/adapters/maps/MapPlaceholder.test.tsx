import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithDesignSystem } from '@/design-system/testing';
import { MapPlaceholder } from './MapPlaceholder';

const KINGS_CROSS = { lat: 51.53, lng: -0.12 };
const HEATHROW = { lat: 51.47, lng: -0.45 };

describe('MapPlaceholder', () => {
  it("sketches the journey's pick-up (A) and drop-off (B) where the map will put them, east right and north up", () => {
    renderWithDesignSystem(
      <MapPlaceholder
        route={[KINGS_CROSS, HEATHROW]}
        markers={[
          { kind: 'pickup', label: 'Pick-up', position: KINGS_CROSS },
          { kind: 'dropoff', label: 'Drop-off', position: HEATHROW },
        ]}
      />,
    );
    const pickUp = screen.getByText('A');
    const dropOff = screen.getByText('B');
    expect(parseFloat(pickUp.style.left || getComputedStyle(pickUp).left)).toBeGreaterThan(
      parseFloat(dropOff.style.left || getComputedStyle(dropOff).left),
    );
    expect(parseFloat(getComputedStyle(pickUp).top)).toBeLessThan(parseFloat(getComputedStyle(dropOff).top));
  });
});
