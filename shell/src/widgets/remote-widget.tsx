import { loadRemote } from '@module-federation/enhanced/runtime';
import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';

const widgets = new Map<string, ComponentType>();

/** A component a remote exposes (e.g. 'store_locator/StoreSelector'), loaded once on demand. */
function widgetComponent(id: string): ComponentType {
  let widget = widgets.get(id);
  if (!widget) {
    widget = lazy(async () => {
      const module = await loadRemote<{ default: ComponentType }>(id);
      if (!module?.default) throw new Error(`${id} exposes no component`);
      return { default: module.default };
    });
    widgets.set(id, widget);
  }
  return widget;
}

class WidgetBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Mounts a remote's widget through the federation runtime. While it loads, or if its remote is
 * down, the fallback (a plain link doing the same job) stands in its place.
 */
/**
 * Header widgets are not what the visitor came for: they load once the browser is idle, so the
 * page's own remote gets the network and the main thread first.
 */
function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

export function RemoteWidget({ id, fallback }: { id: string; fallback: ReactNode }) {
  const idle = useWhenIdle();
  if (!idle) return <>{fallback}</>;
  return <LoadedWidget id={id} fallback={fallback} />;
}

function LoadedWidget({ id, fallback }: { id: string; fallback: ReactNode }) {
  const Widget = widgetComponent(id);
  return (
    <WidgetBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <Widget />
      </Suspense>
    </WidgetBoundary>
  );
}
