import { startsApp } from '@iper/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  Component,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { whenIdle } from './when-idle';

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
 * When a widget is fetched: `idle`, once the browser is idle after the page has loaded (header
 * widgets are not what the visitor came for: the page's own code gets the network and the main
 * thread first); `intent`, only when the visitor reaches for it (a pointer over its slot, a touch,
 * keyboard focus). A stand-in that does the widget's job (a link to the page it would open) needs
 * no code until then: a first visit downloads neither the widget nor its remote's container.
 */
export type WidgetLoading = 'idle' | 'intent';

interface RemoteComponent {
  component: ComponentType | undefined;
  /** The remote or the widget could not be loaded: the stand-in stays. */
  failed: boolean;
  want: () => void;
}

function useRemoteComponent(id: string, loading: WidgetLoading): RemoteComponent {
  const [component, setComponent] = useState<ComponentType | undefined>(() => loaded.get(id));
  const [failed, setFailed] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (component || failed || (loading === 'intent' && !wanted)) return;
    let active = true;
    const load = () =>
      loadWidget(id).then(
        (widget) => active && setComponent(() => widget),
        (error: unknown) => {
          console.error(`[federation] widget ${id} non disponibile`, error);
          if (active) setFailed(true);
        },
      );
    // Asked for by the visitor: at once, not after the page's own work.
    const cancel = wanted ? (void load(), () => {}) : whenIdle(() => void load());
    return () => {
      active = false;
      cancel();
    };
  }, [id, component, failed, loading, wanted]);
  return { component, failed, want: () => setWanted(true) };
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
 * Puts text in a field React controls as if typed: through the element's own value setter, which
 * React's change tracking does not see, then the input event React listens to.
 */
function carryTyped(field: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Mounts a remote's widget through the federation runtime. Until it has loaded, or if its remote
 * is down or the widget fails, the fallback (a plain link doing the same job) stands in its place.
 * With a `slotClassName` the widget gets a slot of its own (a `div`), which watches for the
 * visitor's intent when `loading` is `intent`: a click on the stand-in before the widget has
 * arrived waits for it, then goes to the widget's first control (the store selector's toggle
 * opens its panel), focus included. Before hydration, or if the widget cannot load, the stand-in
 * link works as a link.
 */
export function RemoteWidget({
  id,
  fallback,
  loading = 'idle',
  slotClassName,
}: {
  id: string;
  fallback: ReactNode;
  loading?: WidgetLoading;
  slotClassName?: string;
}) {
  const { component: Widget, failed, want } = useRemoteComponent(id, loading);
  const slot = useRef<HTMLDivElement>(null);
  const clickedEarly = useRef(false);
  const focusInside = useRef(false);
  // What the visitor typed in the stand-in's field (a form that works without the widget).
  const typed = useRef('');
  useEffect(() => {
    // The visitor's reach for the slot started the app (its `intent` mark): it is over by now,
    // and the pointer or the focus still in the slot is the intent.
    const element = slot.current;
    if (loading !== 'intent' || !element) return;
    const focused = element.contains(document.activeElement);
    if (focused) focusInside.current = true;
    if (focused || element.matches(':hover')) want();
    // Once, as the page starts: later intent comes as events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // Once the widget is here (or will not come, and the stand-in's link takes the click).
    if (!Widget && !failed) return;
    const control = slot.current?.querySelector<HTMLElement>(
      'input:not([type="hidden"]), button, a[href]',
    );
    if (clickedEarly.current) {
      clickedEarly.current = false;
      control?.focus();
      control?.click();
    } else if (focusInside.current && !slot.current?.contains(document.activeElement)) {
      // The keyboard was on the stand-in when the widget replaced it: it stays in the slot, and
      // what was typed there goes on in the widget's field.
      control?.focus();
      if (control instanceof HTMLInputElement && typed.current) carryTyped(control, typed.current);
    }
  }, [Widget, failed]);

  const content = Widget ? (
    <WidgetBoundary fallback={fallback}>
      {/* The widget is loaded once per id and kept in a module-level cache: its identity is stable across renders. */}
      <Widget />
    </WidgetBoundary>
  ) : (
    fallback
  );
  if (slotClassName === undefined) return <>{content}</>;
  const waiting = !Widget && !failed;
  const onIntent = waiting ? want : undefined;
  return (
    <div
      ref={slot}
      className={slotClassName}
      {...(waiting && loading === 'intent' ? startsApp('intent') : {})}
      onPointerOver={onIntent}
      onTouchStart={onIntent}
      onFocus={() => {
        focusInside.current = true;
        onIntent?.();
      }}
      onBlur={(event) => {
        // Focus going nowhere while the widget loads may be the stand-in being replaced.
        if (event.relatedTarget === null && waiting) return;
        if (!slot.current?.contains(event.relatedTarget as Node | null))
          focusInside.current = false;
      }}
      onInput={(event) => {
        if (waiting && event.target instanceof HTMLInputElement) typed.current = event.target.value;
      }}
      onClickCapture={
        !waiting || loading === 'idle'
          ? undefined
          : (event: MouseEvent) => {
              // A plain click on the stand-in's link: the widget does the job once it is here. A
              // click that opens a new tab (modifier keys, middle button) stays the link's, and a
              // stand-in form's controls are the form's.
              if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              clickedEarly.current = true;
              want();
            }
      }
    >
      {content}
    </div>
  );
}
