import { loadRemote } from '@module-federation/enhanced/runtime';
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';

const loaded = new Map<string, ComponentType>();

/** A component a remote exposes (e.g. 'store_locator/StoreSelector'), fetched once per page. */
async function loadWidget(id: string): Promise<ComponentType> {
  const cached = loaded.get(id);
  if (cached) return cached;
  const module = await loadRemote<{ default: ComponentType }>(id);
  if (!module?.default) throw new Error(`${id} exposes no component`);
  loaded.set(id, module.default);
  return module.default;
}

/**
 * Header widgets are not what the visitor came for: they load once the browser is idle, so the
 * page's own remote gets the network and the main thread first.
 */
function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 200);
  return () => clearTimeout(timer);
}

function useRemoteComponent(id: string): ComponentType | undefined {
  const [component, setComponent] = useState<ComponentType | undefined>(() => loaded.get(id));
  useEffect(() => {
    if (component) return;
    let active = true;
    const cancel = whenIdle(() => {
      loadWidget(id).then(
        (widget) => active && setComponent(() => widget),
        (error: unknown) => console.error(`[federation] widget ${id} non disponibile`, error),
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, [id, component]);
  return component;
}

class WidgetBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Mounts a remote's widget through the federation runtime. Until it has loaded, or if its remote
 * is down or the widget fails, the fallback (a plain link doing the same job) stands in its place.
 */
export function RemoteWidget({ id, fallback }: { id: string; fallback: ReactNode }) {
  const Widget = useRemoteComponent(id);
  if (!Widget) return <>{fallback}</>;
  return (
    <WidgetBoundary fallback={fallback}>
      {/* eslint-disable-next-line react-hooks/static-components -- the widget is loaded once per id and kept in a module-level cache, so its identity is stable across renders */}
      <Widget />
    </WidgetBoundary>
  );
}
