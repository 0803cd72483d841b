import { startsApp } from '@iper/contracts';
import { styleRef, useHydrated, VisuallyHidden } from '@iper/design-system';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { clusterPins, type Pin } from './clustering';
import landPicture from './italy-land.svg';
import { ITALY_PATH, MAP_HEIGHT, MAP_WIDTH, NEIGHBOURS_PATH } from './italy-outline.generated';
import { MarkerButton } from './map-marker';
import type { StoreMapProps } from './map-types';
import {
  FULL_VIEW,
  fitView,
  isInView,
  panView,
  project,
  zoomView,
  type Point,
  type View,
} from './projection';
import styles from './store-map.module.css';

/** Markers closer than this many CSS pixels are merged into a cluster: their 44 px targets never overlap. */
const CLUSTER_RADIUS_PX = 44;
const FALLBACK_WIDTH_PX = 360;

/**
 * The canvas's width, from a ResizeObserver: its first report comes with the next frame's layout,
 * where a measure in the commit would force the whole page's layout there, in the same task as
 * hydration's effects (Lighthouse TBT). The first render uses the fallback, on the server too.
 */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(FALLBACK_WIDTH_PX);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(element.getBoundingClientRect().width || FALLBACK_WIDTH_PX);
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0]?.inlineSize ?? entry?.contentRect.width;
      setWidth(box || FALLBACK_WIDTH_PX);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

function percent(point: Point, view: View): React.CSSProperties {
  return {
    left: `${((point.x - view.x) / view.w) * 100}%`,
    top: `${((point.y - view.y) / view.h) * 100}%`,
  };
}

/**
 * A pin (or a cluster, with its count) of the map's picture before the app: the same marks as the
 * marker buttons, in the SVG's units (`unit` is one CSS pixel of the map).
 */
function PinSketch({ x, y, count, unit }: { x: number; y: number; count: number; unit: number }) {
  if (count === 1)
    return (
      <circle cx={x} cy={y} r={9 * unit} strokeWidth={3 * unit} className={styles.pinSketch} />
    );
  return (
    <g className={styles.clusterSketch}>
      <circle cx={x} cy={y} r={17 * unit} strokeWidth={3 * unit} />
      <text x={x} y={y} fontSize={14 * unit} textAnchor="middle" dominantBaseline="central">
        {count}
      </text>
    </g>
  );
}

/**
 * The embedded map: Italy's outline (generated at build time from Natural Earth data) with the
 * stores as React marker buttons over it. Crowded markers merge into a cluster button that zooms
 * in; the selected and the active store never merge, so they always show. Zoom and pan with the
 * buttons, or with + − and the arrow keys while the map has focus.
 */
export function OfflineMap({ markers, onMarkerPress, userPosition, label }: StoreMapProps) {
  const intl = useIntl();
  // Until the app has started the map is a picture: the land as an image (its outline is 18 KB of
  // path data, which in the HTML every visitor downloaded and parsed before the first paint) and
  // the pins drawn in the same SVG, where attributes place them (the page's CSP allows no style in
  // the HTML). The app draws the land as paths and the pins as buttons.
  const interactive = useHydrated();
  const canvasRef = useRef<HTMLDivElement>(null);
  const width = useWidth(canvasRef);

  const pins = useMemo<(Pin & { index: number })[]>(
    () =>
      markers.map((marker, index) => ({
        id: marker.id,
        index,
        ...project(marker.position),
        pinned: marker.isSelected || marker.isActive,
      })),
    [markers],
  );
  const userPoint = useMemo(
    () => (userPosition ? project(userPosition) : undefined),
    [userPosition],
  );

  // The view follows the data: all markers (and the shopper) in sight whenever they change, and
  // the active store (picked in the list) brought into sight. State adjusted while rendering, as
  // React recommends for state derived from changing props.
  const fitKey = `${pins.map((pin) => pin.id).join(',')}|${userPoint?.x ?? ''},${userPoint?.y ?? ''}`;
  const [view, setView] = useState<View>(() =>
    fitView([...pins, ...(userPoint ? [userPoint] : [])]),
  );
  const [fittedKey, setFittedKey] = useState(fitKey);
  let currentView = view;
  if (fittedKey !== fitKey) {
    currentView = fitView([...pins, ...(userPoint ? [userPoint] : [])]);
    setFittedKey(fitKey);
    setView(currentView);
  }
  const active = markers.find((marker) => marker.isActive);
  const [shownActive, setShownActive] = useState(active?.id);
  if (shownActive !== active?.id) {
    setShownActive(active?.id);
    const point = active ? project(active.position) : undefined;
    if (point && !isInView(point, currentView))
      setView(fitView([point], 0.25, Math.min(currentView.w, 80)));
  }

  const clusters = useMemo(() => {
    const visible = pins.filter((pin) => isInView(pin, view));
    return clusterPins(visible, (CLUSTER_RADIUS_PX * view.w) / width);
  }, [pins, view, width]);

  const markerById = useMemo(
    () => new Map(markers.map((marker) => [marker.id, marker])),
    [markers],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, () => View> = {
      ArrowLeft: () => panView(view, -0.2, 0),
      ArrowRight: () => panView(view, 0.2, 0),
      ArrowUp: () => panView(view, 0, -0.2),
      ArrowDown: () => panView(view, 0, 0.2),
      '+': () => zoomView(view, 2),
      '=': () => zoomView(view, 2),
      '-': () => zoomView(view, 0.5),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setView(move());
  };

  return (
    // A picture until the visitor reaches for it (a pointer, a touch, the keyboard's focus).
    <div className={styles.map} {...startsApp('intent')}>
      <div
        className={styles.canvas}
        ref={canvasRef}
        role="group"
        aria-label={label}
        aria-describedby="store-map-help"
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <svg
          className={styles.outline}
          viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`}
          aria-hidden="true"
          focusable="false"
        >
          <rect x="0" y="0" width={MAP_WIDTH} height={MAP_HEIGHT} className={styles.sea} />
          {interactive ? (
            <>
              <path
                d={NEIGHBOURS_PATH}
                className={styles.neighbours}
                vectorEffect="non-scaling-stroke"
              />
              <path d={ITALY_PATH} className={styles.italy} vectorEffect="non-scaling-stroke" />
            </>
          ) : (
            <>
              <image href={landPicture} x="0" y="0" width={MAP_WIDTH} height={MAP_HEIGHT} />
              {clusters.map((cluster) => (
                <PinSketch
                  key={cluster.id}
                  x={cluster.x}
                  y={cluster.y}
                  count={cluster.members.length}
                  unit={view.w / width}
                />
              ))}
            </>
          )}
        </svg>
        {userPoint && isInView(userPoint, view) && (
          <span
            className={styles.user}
            ref={styleRef(percent(userPoint, view))}
            role="img"
            aria-label={intl.formatMessage({
              id: 'storeLocator.storeMap.userPosition',
              defaultMessage: 'La tua posizione',
            })}
          />
        )}
        {interactive &&
          clusters.map((cluster) => {
            if (cluster.members.length === 1) {
              const marker = markerById.get(cluster.members[0]!.id)!;
              return (
                <MarkerButton
                  key={marker.id}
                  item={marker}
                  onPress={onMarkerPress}
                  style={percent(cluster, view)}
                />
              );
            }
            const names = cluster.members
              .map((member) => markerById.get(member.id)?.title ?? '')
              .join(', ');
            return (
              <button
                key={cluster.id}
                type="button"
                className={styles.cluster}
                ref={styleRef(percent(cluster, view))}
                aria-label={intl.formatMessage(
                  {
                    id: 'storeLocator.storeMap.cluster',
                    defaultMessage: '{count} punti vendita vicini ({names}): ingrandisci',
                  },
                  { count: cluster.members.length, names },
                )}
                onClick={() => setView(fitView(cluster.members, 0.4, 6))}
              >
                <span aria-hidden="true">{cluster.members.length}</span>
              </button>
            );
          })}
      </div>
      <p id="store-map-help" className={styles.help}>
        <FormattedMessage
          id="storeLocator.storeMap.help"
          defaultMessage="Con la mappa selezionata usa le frecce per spostarti e + o − per lo zoom."
        />
      </p>
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={() => setView(zoomView(view, 2))}>
          <span aria-hidden="true">+</span>
          <VisuallyHidden>
            <FormattedMessage
              id="storeLocator.storeMap.zoomIn"
              defaultMessage="Ingrandisci la mappa"
            />
          </VisuallyHidden>
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => setView(zoomView(view, 0.5))}
        >
          <span aria-hidden="true">−</span>
          <VisuallyHidden>
            <FormattedMessage id="storeLocator.storeMap.zoomOut" defaultMessage="Riduci la mappa" />
          </VisuallyHidden>
        </button>
        <button type="button" className={styles.controlWide} onClick={() => setView(FULL_VIEW)}>
          <FormattedMessage id="storeLocator.storeMap.reset" defaultMessage="Tutta l'Italia" />
        </button>
      </div>
    </div>
  );
}
