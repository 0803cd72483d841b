/**
 * @jest-environment jsdom
 */
import { BOOT_DATA_ELEMENT_ID, FIRST_TAP_ATTRIBUTE, type BootData } from '@iper/contracts';
import { BOOT_LOADER } from './boot-loader';

const BOOT: BootData = {
  scripts: ['/main.js'],
  preload: [{ href: '/chunk.js', as: 'script' }],
  page: '/page/page-script.js',
  start: 'need',
};

const painted = () => new Promise((resolve) => setTimeout(resolve, 20));
const scripts = () =>
  Array.from(document.head.querySelectorAll('script')).map((script) => script.getAttribute('src'));

/** A fresh page with this body and boot data, and the loader run on it as the server sends it. */
async function openPage(body: string, boot: Partial<BootData> = {}) {
  document.head.innerHTML = '';
  document.documentElement.setAttribute('data-hydrating', '');
  document.documentElement.removeAttribute('data-app-starting');
  document.body.innerHTML = `${body}<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${JSON.stringify({ ...BOOT, ...boot })}</script>`;
  window.requestAnimationFrame = (run) => window.setTimeout(run, 0);
   
  new Function(BOOT_LOADER)();
  await painted();
}

describe('the boot loader', () => {
  it('runs the page script once painted and leaves the app alone on a page that is only read', async () => {
    await openPage('<main><h1>Volantini</h1><a href="/volantino">Apri</a></main>');
    expect(scripts()).toEqual(['/page/page-script.js']);
    document.querySelector('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(scripts()).toEqual(['/page/page-script.js']);
  });

  it('starts the app at once for a signed-in visitor, or for a part marked load', async () => {
    await openPage('<main><h1>Carta</h1></main>', { start: 'load' });
    expect(scripts()).toEqual(['/page/page-script.js', '/main.js']);
    await openPage('<main><div data-app-start="load"></div></main>');
    expect(scripts()).toEqual(['/page/page-script.js', '/main.js']);
  });

  it('starts the app when the visitor reaches for one of its controls, not for a link or a form of the server', async () => {
    await openPage(
      '<form method="get" action="/punti-vendita"><input name="q"><button>Cerca</button></form>' +
        '<button command="show-popover" commandfor="menu">Menu</button>' +
        '<button type="button" id="locate">Usa la mia posizione</button>',
    );
    for (const selector of ['input', 'form button', '[command]'])
      document.querySelector(selector)!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(scripts()).not.toContain('/main.js');
    document.querySelector('#locate')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(scripts()).toContain('/main.js');
    expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('href')).toBe(
      '/chunk.js',
    );
  });

  it('starts the app for anything inside a part marked intent', async () => {
    await openPage('<div data-app-start="intent"><span id="chip">Aperti ora</span></div>');
    document.querySelector('#chip')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(scripts()).toContain('/main.js');
  });

  it('holds a tap on an app button until the app has taken the page, and lets links go', async () => {
    await openPage('<button type="button" id="save">Salva</button><a href="#x">Link</a>');
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('#save')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(document.querySelector('#save')!.hasAttribute(FIRST_TAP_ATTRIBUTE)).toBe(true);
    expect(scripts()).toContain('/main.js');
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(false);
  });

  it('starts nothing in a prerendered page until it is shown', async () => {
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    await openPage('<main></main>', { start: 'load' });
    expect(scripts()).toEqual([]);
    Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
    document.dispatchEvent(new Event('prerenderingchange'));
    await painted();
    expect(scripts()).toEqual(['/page/page-script.js', '/main.js']);
    delete (document as { prerendering?: boolean }).prerendering;
  });
});
