import { clusterPins } from './clustering';
import { clampView, fitView, FULL_VIEW, project, zoomView } from './projection';

describe('clusterPins', () => {
  it('merges pins that crowd and leaves distant ones alone', () => {
    const clusters = clusterPins(
      [
        { id: 'a', x: 10, y: 10 },
        { id: 'b', x: 12, y: 11 },
        { id: 'c', x: 100, y: 100 },
      ],
      5,
    );
    expect(clusters.map((cluster) => cluster.id)).toEqual(['a+b', 'c']);
    // drawn at its first pin, so clusters stay a radius apart and their buttons never overlap
    expect(clusters[0]).toMatchObject({ x: 10, y: 10 });
  });

  it('never merges a pinned pin', () => {
    const clusters = clusterPins(
      [
        { id: 'a', x: 10, y: 10, pinned: true },
        { id: 'b', x: 11, y: 10 },
        { id: 'c', x: 12, y: 10 },
      ],
      5,
    );
    expect(clusters.map((cluster) => cluster.id)).toEqual(['a', 'b+c']);
  });

  it('pushes a cluster off a pinned pin, out to the radius', () => {
    const clusters = clusterPins(
      [
        { id: 'a', x: 10, y: 10, pinned: true },
        { id: 'b', x: 12, y: 10 },
      ],
      5,
    );
    expect(clusters[1]).toMatchObject({ id: 'b', x: 15, y: 10 });
  });
});

describe('the offline map projection', () => {
  it('places Milano north-west of Roma and both inside the map', () => {
    const milano = project({ lat: 45.4642, lng: 9.19 });
    const roma = project({ lat: 41.9028, lng: 12.4964 });
    expect(milano.x).toBeLessThan(roma.x);
    expect(milano.y).toBeLessThan(roma.y);
    for (const point of [milano, roma]) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(FULL_VIEW.w);
      expect(point.y).toBeGreaterThan(0);
      expect(point.y).toBeLessThan(FULL_VIEW.h);
    }
  });

  it('fits a view around points and zooms within the map', () => {
    const view = fitView([project({ lat: 45.55, lng: 9.04 }), project({ lat: 45.38, lng: 9.16 })]);
    expect(view.w).toBeLessThan(FULL_VIEW.w / 4);
    expect(zoomView(FULL_VIEW, 0.5)).toEqual(FULL_VIEW);
    expect(clampView({ x: -50, y: -50, w: 1, h: 1 })).toMatchObject({ x: 0, y: 0, w: 6 });
  });
});
