import type { LatLng } from '../../domain/distance';
import { MAP_HEIGHT, MAP_WIDTH, PROJECTION } from './italy-outline.generated';

export interface Point {
  x: number;
  y: number;
}

const RAD = Math.PI / 180;

/** The same Mercator as the generated outline (see scripts/generate-italy-map.mjs). */
export function project({ lat, lng }: LatLng): Point {
  return {
    x: PROJECTION.tx + PROJECTION.scale * lng * RAD,
    y: PROJECTION.ty - PROJECTION.scale * Math.log(Math.tan(Math.PI / 4 + (lat * RAD) / 2)),
  };
}

/** A rectangle of the map, in the outline's units (an SVG viewBox). */
export interface View {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const FULL_VIEW: View = { x: 0, y: 0, w: MAP_WIDTH, h: MAP_HEIGHT };
/** The closest zoom: about 12 km across. */
export const MIN_VIEW_WIDTH = 6;

/** Keeps a view inside the map and no smaller than the closest zoom, with the map's aspect ratio. */
export function clampView(view: View): View {
  const w = Math.min(MAP_WIDTH, Math.max(MIN_VIEW_WIDTH, view.w));
  const h = (w * MAP_HEIGHT) / MAP_WIDTH;
  const cx = view.x + view.w / 2;
  const cy = view.y + view.h / 2;
  const x = Math.min(MAP_WIDTH - w, Math.max(0, cx - w / 2));
  const y = Math.min(MAP_HEIGHT - h, Math.max(0, cy - h / 2));
  return { x, y, w, h };
}

/** The view showing all the points, with a margin (a share of the span). */
export function fitView(points: Point[], margin = 0.25, minWidth = 40): View {
  if (points.length === 0) return FULL_VIEW;
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const spanX = maxX - minX;
  const spanY = ((maxY - minY) * MAP_WIDTH) / MAP_HEIGHT;
  const w = Math.max(minWidth, Math.max(spanX, spanY) * (1 + 2 * margin));
  const h = (w * MAP_HEIGHT) / MAP_WIDTH;
  return clampView({ x: (minX + maxX) / 2 - w / 2, y: (minY + maxY) / 2 - h / 2, w, h });
}

export function zoomView(
  view: View,
  factor: number,
  centre: Point = { x: view.x + view.w / 2, y: view.y + view.h / 2 },
): View {
  const w = view.w / factor;
  const h = view.h / factor;
  return clampView({ x: centre.x - w / 2, y: centre.y - h / 2, w, h });
}

export function panView(view: View, dxShare: number, dyShare: number): View {
  return clampView({ ...view, x: view.x + view.w * dxShare, y: view.y + view.h * dyShare });
}

export function isInView(point: Point, view: View): boolean {
  return (
    point.x >= view.x &&
    point.x <= view.x + view.w &&
    point.y >= view.y &&
    point.y <= view.y + view.h
  );
}
