import {
  FIELD_DATA_PATH,
  REMOTES_MANIFEST_ELEMENT_ID,
  type FieldDataBeacon,
  type FieldErrorKind,
  type FieldMetric,
  type RemotesManifest,
} from '@iper/contracts';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import shellPackage from '../../package.json';
import { readPageData } from '../page-script/page-data';

/** What every beacon of this page view says about it: its route, its remote, the versions it ran. */
function pageViewTags(): Omit<FieldDataBeacon, 'view' | 'vitals' | 'error'> {
  let remotes: FieldDataBeacon['remotes'] = [];
  try {
    const text = document.getElementById(REMOTES_MANIFEST_ELEMENT_ID)?.textContent;
    const manifest = text ? (JSON.parse(text) as RemotesManifest) : { remotes: [] };
    remotes = manifest.remotes.flatMap(({ name, version, canary }) =>
      version ? [{ name, version, ...(canary ? { canary } : {}) }] : [],
    );
  } catch {
    // No manifest on the page: no remote version to report.
  }
  // The server names the route table's pattern, never the address: no slug, no query travels.
  const page = readPageData();
  return {
    route: page?.route ?? '/',
    remote: page?.remote ?? null,
    shell: shellPackage.version,
    remotes,
  };
}

/**
 * Reports this page view: each web vital once as the web-vitals library settles it, and the first
 * failure, in small beacons sent when the page is hidden (the moment the library settles LCP, CLS
 * and INP too) — navigator.sendBeacon, which outlives the page. Returns the failure recorder.
 */
export function startReporter(early: FieldErrorKind | undefined): (kind: FieldErrorKind) => void {
  const tags = pageViewTags();
  const vitals = new Map<FieldMetric, number>();
  let error = early;
  let errorSent = false;
  let viewSent = false;

  const flush = () => {
    const pending = error && !errorSent;
    if (viewSent && vitals.size === 0 && !pending) return;
    const beacon: FieldDataBeacon = {
      ...tags,
      view: !viewSent,
      vitals: [...vitals].map(([name, value]) => ({
        name,
        value: Math.round(value * 1000) / 1000,
      })),
      ...(pending ? { error } : {}),
    };
    if (navigator.sendBeacon(FIELD_DATA_PATH, JSON.stringify(beacon))) {
      viewSent = true;
      errorSent ||= Boolean(pending);
      vitals.clear();
    }
  };

  const reported = new Set<FieldMetric>();
  const keep = ({ name, value }: Metric) => {
    // One value per metric and page view (a page restored from the back/forward cache is not one).
    if (reported.has(name)) return;
    reported.add(name);
    vitals.set(name, value);
  };
  onTTFB(keep);
  onFCP(keep);
  onLCP(keep);
  onCLS(keep);
  onINP(keep);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);

  return (kind) => {
    error ??= kind;
  };
}
