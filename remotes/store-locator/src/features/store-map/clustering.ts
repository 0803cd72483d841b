import type { Point } from './projection';

export interface Pin extends Point {
  id: string;
  /** Never merged into a cluster (the selected store, the one shown in the list). */
  pinned?: boolean;
}

export interface Cluster extends Point {
  id: string;
  members: Pin[];
}

/**
 * Merges pins closer than `radius` (in map units) into clusters, so crowded markers stay readable
 * and their touch targets do not overlap: each pin joins the first cluster whose anchor (its first
 * pin, where the cluster is drawn) is within the radius, so anchors stay at least a radius apart.
 * Pinned pins (the selected and the active store) stay alone, always shown; a cluster that would
 * sit on one is pushed out to the radius (de-overlap). Greedy, O(n·clusters): plenty for a few
 * hundred markers.
 */
export function clusterPins(pins: Pin[], radius: number): Cluster[] {
  const clusters: Cluster[] = [];
  const radiusSquared = radius * radius;
  for (const pin of pins) {
    if (!pin.pinned) {
      const home = clusters.find(
        (cluster) =>
          !cluster.members[0]!.pinned &&
          (cluster.x - pin.x) ** 2 + (cluster.y - pin.y) ** 2 < radiusSquared,
      );
      if (home) {
        home.members.push(pin);
        continue;
      }
    }
    clusters.push({ id: pin.id, x: pin.x, y: pin.y, members: [pin] });
  }
  const pinned = clusters.filter((cluster) => cluster.members[0]!.pinned);
  return clusters.map((cluster) => {
    const id = cluster.members.map((member) => member.id).join('+');
    if (cluster.members[0]!.pinned) return { ...cluster, id };
    let { x, y } = cluster;
    for (const other of pinned) {
      const dx = x - other.x;
      const dy = y - other.y;
      const distance = Math.hypot(dx, dy);
      if (distance >= radius) continue;
      const [ux, uy] = distance === 0 ? [0, -1] : [dx / distance, dy / distance];
      x = other.x + ux * radius;
      y = other.y + uy * radius;
    }
    return { id, x, y, members: cluster.members };
  });
}
