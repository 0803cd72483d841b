import {
  BOOT_DATA_ELEMENT_ID,
  FIRST_KEYS_ATTRIBUTE,
  FIRST_TAP_ATTRIBUTE,
  type BootData,
} from '@iper/contracts';
import { JSDOM } from 'jsdom';
import { BOOT_LOADER } from './boot-loader';

const BOOT: BootData = {
  scripts: ['/main.js'],
  preload: [{ href: '/chunk.js', as: 'script' }],
  page: '/page/page-script.js',
  start: 'need',
};

const openWindows: Array<{ close(): void }> = [];
// A loader waits for idle (two seconds' fallback in jsdom): its timers go with the window.
afterEach(() => openWindows.splice(0).forEach((window) => window.close()));

/** A page as the server sends it (this body, this boot data), its loader run in a fresh window. */
function openPage(
  body: string,
  boot: Partial<BootData> = {},
  { prerendering = false, saved = {} as Record<string, string> } = {},
) {
  const { window } = new JSDOM(
    `<!doctype html><html data-hydrating><head></head><body>${body}<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${JSON.stringify({ ...BOOT, ...boot })}</script></body></html>`,
    { runScripts: 'outside-only', pretendToBeVisual: true, url: 'https://www.iper.test/' },
  );
  openWindows.push(window);
  for (const [key, value] of Object.entries(saved)) window.localStorage.setItem(key, value);
  if (prerendering)
    Object.defineProperty(window.document, 'prerendering', { value: true, configurable: true });
  window.eval(BOOT_LOADER);
  const { document } = window;
  return {
    window,
    document,
    /**
     * Once the loader's wait for a painted frame is over: a few frames, each followed by a task as
     * the loader's is (a fixed 50 ms was too short on a busy CI machine).
     */
    painted: async () => {
      for (let frame = 0; frame < 3; frame += 1)
        await new Promise((resolve) =>
          window.requestAnimationFrame(() => window.setTimeout(resolve, 0)),
        );
    },
    scripts: () =>
      Array.from(document.head.querySelectorAll('script')).map((script) =>
        script.getAttribute('src'),
      ),
    fire: (selector: string, type: string) =>
      document.querySelector(selector)!.dispatchEvent(new window.Event(type, { bubbles: true })),
  };
}

describe('the boot loader', () => {
  it('runs the page script once the page has loaded and leaves the app alone on a page that is only read', async () => {
    const page = openPage('<main><h1>Volantini</h1><a href="/volantino">Apri</a></main>');
    await page.painted();
    expect(page.scripts()).toEqual(['/page/page-script.js']);
    page.fire('a', 'pointerover');
    expect(page.scripts()).toEqual(['/page/page-script.js']);
  });

  it('starts the app at once for a signed-in visitor, or for a part marked load', async () => {
    const signedIn = openPage('<main><h1>Carta</h1></main>', { start: 'load' });
    await signedIn.painted();
    expect(signedIn.scripts()).toEqual(['/page/page-script.js', '/main.js']);
    const marked = openPage('<main><div data-app-start="load"></div></main>');
    await marked.painted();
    expect(marked.scripts()).toEqual(['/page/page-script.js', '/main.js']);
  });

  it('enables the whole of each stylesheet the page inlined in part when the app starts, not before', async () => {
    const links =
      '<link rel="stylesheet" href="/shell.css" disabled data-partly-inlined>' +
      '<link rel="stylesheet" href="/list.css" disabled>';
    const page = openPage(`${links}<main><button type="button">Scegli</button></main>`);
    await page.painted();
    const enabled = () =>
      Array.from(page.document.querySelectorAll('link[rel="stylesheet"]'))
        .filter((link) => !link.hasAttribute('disabled'))
        .map((link) => link.getAttribute('href'));
    expect(enabled()).toEqual([]);
    page.fire('button', 'pointerdown');
    // The one inlined whole stays as it is: nothing more to fetch.
    expect(enabled()).toEqual(['/shell.css']);
  });

  it('starts the app at idle for a visitor whose store is saved in this browser, and only then', async () => {
    const saved = openPage(
      '<main><h1>Volantini</h1></main>',
      {},
      { saved: { selectedStoreId: '00101' } },
    );
    const nothingSaved = openPage('<main><h1>Volantini</h1></main>');
    await Promise.all([saved.painted(), nothingSaved.painted()]);
    expect(saved.scripts()).toEqual(['/page/page-script.js']);
    // No idle callback in this DOM: the loader's fallback, two seconds.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(saved.scripts()).toEqual(['/page/page-script.js', '/main.js']);
    expect(nothingSaved.scripts()).toEqual(['/page/page-script.js']);
  });

  it('starts the app when the visitor reaches for one of its controls, not for a link or a form of the server', async () => {
    const page = openPage(
      '<form method="get" action="/punti-vendita"><input name="q"><button>Cerca</button></form>' +
        '<button command="show-popover" commandfor="menu">Menu</button>' +
        '<button type="button" id="locate">Usa la mia posizione</button>',
    );
    await page.painted();
    for (const selector of ['input', 'form button', '[command]']) page.fire(selector, 'focusin');
    expect(page.scripts()).not.toContain('/main.js');
    page.fire('#locate', 'pointerover');
    expect(page.scripts()).toContain('/main.js');
    expect(page.document.head.querySelector('link[rel="preload"]')?.getAttribute('href')).toBe(
      '/chunk.js',
    );
  });

  it('starts the app for anything inside a part marked intent', async () => {
    const page = openPage('<div data-app-start="intent"><span id="chip">Aperti ora</span></div>');
    await page.painted();
    page.fire('#chip', 'pointerdown');
    expect(page.scripts()).toContain('/main.js');
  });

  it('holds a tap on an app button until the app has taken the page, and lets links go', async () => {
    const page = openPage('<button type="button" id="save">Salva</button><a href="#x">Link</a>');
    await page.painted();
    const tap = new page.window.MouseEvent('click', { bubbles: true, cancelable: true });
    page.document.querySelector('#save')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(page.document.querySelector('#save')!.hasAttribute(FIRST_TAP_ATTRIBUTE)).toBe(true);
    expect(page.scripts()).toContain('/main.js');
    const follow = new page.window.MouseEvent('click', { bubbles: true, cancelable: true });
    page.document.querySelector('a')!.dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(false);
  });

  it('keeps the keys pressed on an app control for the app, but not Tab or a field’s typing', async () => {
    const page = openPage(
      '<button role="tab" type="button" id="tab">Prodotti</button><input id="q">',
    );
    await page.painted();
    const press = (selector: string, key: string) =>
      page.document
        .querySelector(selector)!
        .dispatchEvent(new page.window.KeyboardEvent('keydown', { key, bubbles: true }));
    press('#tab', 'Tab');
    press('#q', 'a');
    press('#tab', 'ArrowRight');
    press('#tab', 'ArrowRight');
    expect(page.document.querySelector('#tab')!.getAttribute(FIRST_KEYS_ATTRIBUTE)).toBe(
      'ArrowRight ArrowRight',
    );
    expect(page.document.querySelector('#q')!.hasAttribute(FIRST_KEYS_ATTRIBUTE)).toBe(false);
    expect(page.scripts()).toContain('/main.js');
  });

  it('asks for the page script as soon as the visitor reaches for anything, and before the app', async () => {
    const reached = openPage('<main><a href="/volantino">Apri</a></main>');
    reached.fire('a', 'pointerdown');
    expect(reached.scripts()).toEqual(['/page/page-script.js']);
    const app = openPage('<button type="button" id="save">Salva</button>');
    app.fire('#save', 'pointerover');
    expect(app.scripts()).toEqual(['/page/page-script.js', '/main.js']);
  });

  it('holds a click on what the page script answers until it has run, then clicks it again', async () => {
    const page = openPage(
      '<button type="button" data-page-action="localizza">Usa la mia posizione</button>' +
        '<a href="#en" hreflang="en">English</a>',
    );
    const heard: string[] = [];
    page.document.addEventListener('click', (event) =>
      heard.push((event.target as Element).textContent ?? ''),
    );
    for (const selector of ['[data-page-action]', 'a[hreflang]']) {
      const tap = new page.window.MouseEvent('click', { bubbles: true, cancelable: true });
      page.document.querySelector(selector)!.dispatchEvent(tap);
      expect(tap.defaultPrevented).toBe(true);
    }
    expect(heard).toEqual([]);
    expect(page.scripts()).toEqual(['/page/page-script.js']);
    // The page script has run: the last click held is made again, and clicks go through from now on.
    page.document
      .querySelector('script[src="/page/page-script.js"]')!
      .dispatchEvent(new page.window.Event('load'));
    expect(heard).toEqual(['English']);
    page.document.querySelector<HTMLElement>('[data-page-action]')!.click();
    expect(heard).toEqual(['English', 'Usa la mia posizione']);
    expect(page.scripts()).not.toContain('/main.js');
  });

  it('starts nothing in a prerendered page until it is shown', async () => {
    const page = openPage('<main></main>', { start: 'load' }, { prerendering: true });
    await page.painted();
    expect(page.scripts()).toEqual([]);
    page.document.dispatchEvent(new page.window.Event('prerenderingchange'));
    await page.painted();
    expect(page.scripts()).toEqual(['/page/page-script.js', '/main.js']);
  });
});
