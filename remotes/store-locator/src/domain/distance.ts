/**
 * Distances for the store locator.
 *
 * SPEC §9 gives 40000/360 km per degree: the Earth's circumference over 360°, so a degree of
 * latitude is 111.1 km, and a degree of longitude is that times cos(latitude). We use the
 * equirectangular approximation on that constant: Δx = Δlng·cos(φ₀)·k, Δy = Δlat·k, d = √(Δx²+Δy²),
 * with φ₀ the latitude of the point measured from. Why not haversine: over the distances a shopper
 * compares (a few to a few hundred km, within Italy) the two differ by less than 0.5%, far below
 * what a list rounded to 0.1 km shows, while this needs one cosine per origin instead of four
 * trigonometric calls per store, which keeps measuring 10,000 stores well inside one frame.
 */
import { onFirstUse } from '@iper/design-system';
export const KM_PER_DEGREE = 40_000 / 360;

/** SPEC §9: the default nearby distance. */
export const NEARBY_DISTANCE_KM = 20;

export interface LatLng {
  lat: number;
  lng: number;
}

/** A function giving the distance in km from `origin` to a point (the cosine computed once). */
export function distanceFrom(origin: LatLng): (point: LatLng) => number {
  const lngScale = Math.cos((origin.lat * Math.PI) / 180) * KM_PER_DEGREE;
  return (point) => {
    const dx = (point.lng - origin.lng) * lngScale;
    const dy = (point.lat - origin.lat) * KM_PER_DEGREE;
    return Math.sqrt(dx * dx + dy * dy);
  };
}

export function distanceKm(from: LatLng, to: LatLng): number {
  return distanceFrom(from)(to);
}

const kmOneDecimal = onFirstUse(
  () => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1, minimumFractionDigits: 1 }),
);
const kmWhole = onFirstUse(() => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0 }));

/** '850 m' under a kilometre (to 10 m), '2,3 km' under 10 km, '27 km' beyond (SPEC §3: m or km). */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  if (km < 10) return `${kmOneDecimal().format(km)} km`;
  return `${kmWhole().format(km)} km`;
}
