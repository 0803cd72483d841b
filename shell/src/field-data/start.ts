import { PUBLIC_CONFIG_ELEMENT_ID, type FieldErrorKind } from '@iper/contracts';
import { FIELD_ERROR_EVENT } from './field-error-event';

/**
 * Field data (issue 35, docs/delivery.md "Field data"): a sampled page view's web vitals and
 * first failure, reported per remote version so a canary is judged on what visitors meet. This
 * part is in the page script (shell/src/page-script), run whether or not the app starts, and stays
 * tiny: it decides whether this page view is sampled,
 * listens for failures from the start, and once the page has loaded and the browser is idle
 * loads the reporter (reporter.ts, with the web-vitals library) as a chunk of its own.
 *
 * No consent is asked because nothing here identifies anyone or is stored on the device: no
 * cookie, no storage, no id of the visitor or the page view; a route pattern, versions and a few
 * numbers, counted in aggregate (docs/delivery.md explains it).
 */

type Reporter = (kind: FieldErrorKind) => void;

let sampled = false;
/** The page view's first failure, while the reporter is not loaded yet. */
let early: FieldErrorKind | undefined;
let reporter: Reporter | undefined;

/** Notes a failure of this page view (the first one is reported; nothing when not sampled). */
export function recordFieldError(kind: FieldErrorKind): void {
  if (!sampled) return;
  if (reporter) reporter(kind);
  else early ??= kind;
}

function sampleRate(): number {
  try {
    const text = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
    const rate = text
      ? (JSON.parse(text) as { fieldData?: { sampleRate?: number } }).fieldData?.sampleRate
      : 0;
    return typeof rate === 'number' ? rate : 0;
  } catch {
    return 0;
  }
}

/**
 * Starts field data for this page view when it is sampled (FIELD_DATA_SAMPLE_RATE), then calls
 * `started`: at once for a page view not sampled, else once the reporter has loaded (or could not
 * be).
 */
export function startFieldData(started: () => void = () => undefined): void {
  if (!(Math.random() < sampleRate())) return started();
  sampled = true;
  // Capture: a script's failed load (a chunk, a remote's container) does not bubble.
  addEventListener(
    'error',
    (event: Event) => {
      if (event instanceof ErrorEvent) recordFieldError('error');
      else if (event.target instanceof HTMLScriptElement) recordFieldError('chunk');
    },
    true,
  );
  // What the app caught itself (field-error-event.ts).
  addEventListener(FIELD_ERROR_EVENT, (event) =>
    recordFieldError((event as CustomEvent<FieldErrorKind>).detail),
  );
  // rspack names a chunk that cannot be loaded ChunkLoadError.
  addEventListener('unhandledrejection', ({ reason }) =>
    recordFieldError(
      (reason as { name?: unknown } | null)?.name === 'ChunkLoadError' ? 'chunk' : 'rejection',
    ),
  );
  const load = () =>
    void import(/* webpackChunkName: "field-data" */ './reporter')
      .then(({ startReporter }) => {
        reporter = startReporter(early);
      })
      .catch(() => undefined)
      .finally(started);
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(load, { timeout: 10_000 })
      : setTimeout(load, 1000);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
