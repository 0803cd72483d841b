import { FIELD_DATA_PATH, FieldDataBeaconSchema, type FieldDataBeacon } from '@iper/contracts';
import type { Metric } from 'web-vitals';
import { startReporter } from './reporter';

type Report = (metric: Pick<Metric, 'name' | 'value'>) => void;
const reporters: Report[] = [];
jest.mock('web-vitals', () => {
  const keep = (report: Report) => void reporters.push(report);
  return { onCLS: keep, onFCP: keep, onINP: keep, onLCP: keep, onTTFB: keep };
});

const sendBeacon = jest.fn((_url: string, _body: string) => true);

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('visibilitychange'));
}

function beacons(): FieldDataBeacon[] {
  return sendBeacon.mock.calls.map(([url, body]) => {
    expect(url).toBe(FIELD_DATA_PATH);
    return FieldDataBeaconSchema.parse(JSON.parse(body));
  });
}

describe('the field-data reporter of a page view', () => {
  beforeEach(() => {
    reporters.length = 0;
    sendBeacon.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    window.history.replaceState(null, '', '/punti-vendita/iper-arese?cerca=mario.rossi@example.it');
    document.head.innerHTML = `<script type="application/json" id="iper-remotes-manifest">${JSON.stringify(
      {
        remotes: [
          {
            name: 'store_locator',
            entry: '/releases/store-locator/1.4.0/mf-manifest.json',
            version: '1.4.0',
            canary: true,
          },
          { name: 'loyalty', entry: '/releases/loyalty/1.1.0/mf-manifest.json', version: '1.1.0' },
          { name: 'content', entry: '/remotes/content/mf-manifest.json' },
        ],
      },
    )}</script><script type="application/json" id="iper-page">${JSON.stringify({
      pageType: 'store_detail',
      route: '/punti-vendita/:slug',
      remote: 'store_locator',
      personal: false,
    })}</script>`;
  });

  it('sends its vitals and first failure when the page is hidden, tagged with route pattern, remote and versions', () => {
    const recordError = startReporter('hydration');
    recordError('error');
    reporters.forEach((report, index) =>
      report({
        name: (['TTFB', 'FCP', 'LCP', 'CLS', 'INP'] as const)[index]!,
        value: index === 3 ? 0.0412345 : 100 * (index + 1),
      }),
    );
    hide();
    expect(beacons()).toEqual([
      {
        route: '/punti-vendita/:slug',
        remote: 'store_locator',
        shell: expect.stringMatching(/^\d+\.\d+\.\d+/),
        remotes: [
          { name: 'store_locator', version: '1.4.0', canary: true },
          { name: 'loyalty', version: '1.1.0' },
        ],
        view: true,
        vitals: [
          { name: 'TTFB', value: 100 },
          { name: 'FCP', value: 200 },
          { name: 'LCP', value: 300 },
          { name: 'CLS', value: 0.041 },
          { name: 'INP', value: 500 },
        ],
        // The first failure only: the error rate counts page views with one.
        error: 'hydration',
      },
    ]);
    // Nothing in it names the visitor: no address, no query, no message.
    expect(sendBeacon.mock.calls[0]![1]).not.toMatch(/iper-arese|mario|cerca/);
  });

  it('sends later what settles later, never the page view twice, and nothing when there is nothing new', () => {
    startReporter(undefined);
    reporters[0]!({ name: 'TTFB', value: 80 });
    hide();
    hide();
    reporters[4]!({ name: 'INP', value: 240 });
    reporters[4]!({ name: 'INP', value: 480 });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons().map(({ view, vitals, error }) => ({ view, vitals, error }))).toEqual([
      { view: true, vitals: [{ name: 'TTFB', value: 80 }], error: undefined },
      { view: false, vitals: [{ name: 'INP', value: 240 }], error: undefined },
    ]);
  });
});
