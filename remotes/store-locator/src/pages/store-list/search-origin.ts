import { PLACE_QUERY_LENGTH } from '@iper/contracts';
import type { LatLng } from '../../domain/distance';

export interface Origin {
  position: LatLng;
  /** What the shopper searched ('Arese (MI) 20044'), or none for their own position. */
  place?: string;
}

/** A searched place lives in the address (?luogo=&lat=&lng=), so it can be shared and reloaded. */
export function originFromParams(params: URLSearchParams): Origin | undefined {
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  if (!params.get('lat') || !params.get('lng') || !Number.isFinite(lat) || !Number.isFinite(lng))
    return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { position: { lat, lng }, place: params.get('luogo') ?? undefined };
}

/**
 * Text searched with no place chosen (`?luogo=Arese` without a position), trimmed and cut to what
 * a place search takes; '' if none.
 */
export function searchedText(params: URLSearchParams): string {
  return (params.get('luogo') ?? '').trim().slice(0, PLACE_QUERY_LENGTH.max).trim();
}
