import { saveConsent } from './consent';
import { resetInsightsForTests } from './insights';
import { reportSearchClicks, searchClickFor, searchResultAttributes } from './search-click';

const calls: unknown[][] = [];
jest.mock('search-insights', () => ({
  __esModule: true,
  default: (...args: unknown[]) => {
    calls.push(args);
  },
}));

const QUERY_ID = 'a'.repeat(32);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A result link as the results page draws it, in the page. */
function resultLink(click: Parameters<typeof searchResultAttributes>[0]): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = '#risultato';
  link.textContent = 'Pasta di semola Barilla 500 g';
  for (const [name, value] of Object.entries(searchResultAttributes(click)))
    link.setAttribute(name, value);
  document.body.append(link);
  return link;
}

describe('a click on a site search result (SPEC §3)', () => {
  beforeAll(() => reportSearchClicks({ appId: 'IPER', apiKey: 'search-only' }));
  beforeEach(() => {
    calls.length = 0;
    resetInsightsForTests();
    sessionStorage.clear();
    document.body.innerHTML = '';
  });

  it('is reported with its index, object, position and queryID, and remembered for the conversion', async () => {
    saveConsent({ analytics: true, marketing: false });
    resultLink({
      index: 'iper_products',
      objectID: 'p1',
      position: 3,
      queryID: QUERY_ID,
      product: true,
    }).click();
    await flush();
    expect(calls).toContainEqual([
      'clickedObjectIDsAfterSearch',
      {
        eventName: 'Risultato di ricerca cliccato',
        index: 'iper_products',
        objectIDs: ['p1'],
        positions: [3],
        queryID: QUERY_ID,
      },
    ]);
    expect(searchClickFor('p1')).toEqual({
      index: 'iper_products',
      objectID: 'p1',
      queryID: QUERY_ID,
    });
  });

  it('remembers only a product, and sends nothing without consent to analytics', async () => {
    saveConsent({ analytics: false, marketing: false });
    resultLink({
      index: 'iper_faq',
      objectID: 'faq-1',
      position: 1,
      queryID: QUERY_ID,
      product: false,
    }).click();
    await flush();
    expect(calls).toEqual([]);
    expect(searchClickFor('faq-1')).toBeUndefined();
  });
});
