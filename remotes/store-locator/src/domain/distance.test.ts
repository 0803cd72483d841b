import { KM_PER_DEGREE, distanceKm, formatDistance } from './distance';

describe('distance', () => {
  it('uses 40000/360 km per degree (SPEC §9)', () => {
    expect(KM_PER_DEGREE).toBeCloseTo(111.111, 3);
    expect(distanceKm({ lat: 45, lng: 9 }, { lat: 46, lng: 9 })).toBeCloseTo(111.111, 3);
  });

  it('shrinks a degree of longitude with the cosine of the latitude', () => {
    expect(distanceKm({ lat: 45, lng: 9 }, { lat: 45, lng: 10 })).toBeCloseTo(
      111.111 * Math.cos(Math.PI / 4),
      3,
    );
  });

  it('stays within 0.5% of the great-circle (haversine) distance on the same sphere', () => {
    const duomo = { lat: 45.4642, lng: 9.19 };
    // Haversine on a sphere of 40000 km circumference: 15.164 km to Iper Arese, 140.157 km to Iper Verona.
    const toArese = distanceKm(duomo, { lat: 45.5538, lng: 9.0431 });
    const toVerona = distanceKm(duomo, { lat: 45.4009, lng: 10.9853 });
    expect(Math.abs(toArese - 15.164) / 15.164).toBeLessThan(0.005);
    expect(Math.abs(toVerona - 140.157) / 140.157).toBeLessThan(0.005);
  });

  it('is zero from a point to itself', () => {
    expect(distanceKm({ lat: 45.5, lng: 9.1 }, { lat: 45.5, lng: 9.1 })).toBe(0);
  });
});

describe('formatDistance', () => {
  it('gives metres under one kilometre', () => {
    expect(formatDistance(0.8514)).toBe('850 m');
    expect(formatDistance(0.001)).toBe('10 m');
  });

  it('gives km with one decimal under 10 km and whole km beyond', () => {
    expect(formatDistance(2.345)).toBe('2,3 km');
    expect(formatDistance(27.6)).toBe('28 km');
  });
});
