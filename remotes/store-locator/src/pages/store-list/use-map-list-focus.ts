import { useCallback, useEffect, useState } from 'react';
import type { MapMarkerItem } from '../../features/store-map/map-types';

/**
 * Moving between map and list keeps focus where the shopper looks: a marker pressed shows its
 * card in the list, a card's "show on map" focuses its marker.
 */
export function useMapListFocus(markers: MapMarkerItem[], setActiveId: (id: string) => void) {
  // A new object per request, so asking twice for the same store focuses it twice.
  const [markerToFocus, setMarkerToFocus] = useState<{ id: string }>();

  useEffect(() => {
    if (!markerToFocus) return;
    // The map may first have to bring the marker into view (out of sight, or in a cluster).
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const focus = () => {
      const marker = document.querySelector<HTMLElement>(
        `[data-marker-id="${CSS.escape(markerToFocus.id)}"]`,
      );
      if (marker) {
        marker.focus();
        setMarkerToFocus(undefined);
      } else if (tries++ < 5) timer = setTimeout(focus, 30);
    };
    focus();
    return () => clearTimeout(timer);
  }, [markerToFocus, markers]);

  const showInList = useCallback(
    (id: string) => {
      setMarkerToFocus(undefined);
      setActiveId(id);
      const card = document.getElementById(`store-card-${id}`);
      card?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
      card?.focus({ preventScroll: true });
    },
    [setActiveId],
  );

  const showOnMap = useCallback(
    (id: string) => {
      setActiveId(id);
      setMarkerToFocus({ id });
    },
    [setActiveId],
  );

  return { showInList, showOnMap };
}
