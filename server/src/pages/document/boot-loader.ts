import { createHash } from 'node:crypto';
import {
  BOOT_DATA_ELEMENT_ID,
  FIRST_KEYS_ATTRIBUTE,
  FIRST_TAP_ATTRIBUTE,
  LANGUAGE_LINK_SELECTOR,
  PAGE_ACTION_ATTRIBUTE,
  SAVED_IN_BROWSER_STORAGE_KEYS,
  START_APP_EVENT,
  type BootData,
} from '@iper/contracts';
import { PARTLY_INLINED_ATTRIBUTE } from './stylesheets';

/**
 * Hints added to the document in one task. Each costs the main thread ~1 ms on this machine (the
 * request it starts, up to 2 ms when it is busy), four times that on a phone: the home page's 22
 * in one task were a 74 ms task at 4× CPU (Lighthouse TBT), six a task still reached 17 ms.
 */
const HINTS_PER_TASK = 4;

/** How far below the viewport a `near` part starts the app: about a phone screen's scroll. */
const NEAR_MARGIN = '600px';

/**
 * The one inline script of a server-rendered page (docs/architecture.md, "When the app starts").
 * Links and forms with a method work without it; it starts the app only where the page needs it:
 *
 * - at once (after the first paint) when the server says so (`start: 'load'`) or a part of the
 *   page is marked `data-app-start="load"`;
 * - when a `near` part comes within a scroll of the viewport; at idle for an `idle` part, or for
 *   a visitor who saved something in this browser that the page shows (their store, their list);
 * - when the visitor reaches for a control that is the app's (pointer over it, pressed, focused,
 *   typed into), or for anything inside an `intent` part.
 *
 * A control is the app's unless it is a link, a field or button of a form the server answers
 * (`form[method]`), an invoker button (`command`: the menu), which all work as HTML, or a control
 * the page script answers (PAGE_ACTION_ATTRIBUTE), which may ask for the app (START_APP_EVENT). A tap on
 * an app button before the app has taken the page is held (FIRST_TAP_ATTRIBUTE) and played again
 * once it has (shell/src/app/first-tap.ts): React would not replay it (facebook/react#22502). So
 * are the keys pressed on one (FIRST_KEYS_ATTRIBUTE). Starting the app also enables the whole of
 * each stylesheet the page inlined in part (PARTLY_INLINED_ATTRIBUTE): the app's views may need
 * rules the server's markup did not.
 *
 * The page script (shell/src/page-script) comes once the page has loaded and the browser is idle,
 * or sooner: when the visitor reaches for anything, or before the app when it starts. A plain
 * click on what it answers (a page action, the language switch) before it has run is held and
 * clicked again once it has.
 *
 * Written as plain browser code and stringified: it runs as it is, before any of our scripts.
 */
function bootLoader(
  dataId: string,
  hintsPerTask: number,
  nearMargin: string,
  firstTap: string,
  firstKeys: string,
  savedKeys: string[],
  pageActionAttribute: string,
  languageLinks: string,
  startAppEvent: string,
  partlyInlined: string,
) {
  const d = document;
  const root = d.documentElement;
  const boot = JSON.parse(d.getElementById(dataId)!.textContent!) as BootData;
  let started = false;
  function hint(p: BootData['preload'][number]) {
    const l = d.createElement('link');
    l.rel = 'preload';
    l.as = p.as;
    l.href = p.href;
    if (p.crossorigin) l.crossOrigin = p.crossorigin;
    d.head.appendChild(l);
  }
  function hints(list: BootData['preload']) {
    list.slice(0, hintsPerTask).forEach(hint);
    if (list.length > hintsPerTask)
      setTimeout(function () {
        hints(list.slice(hintsPerTask));
      }, 0);
  }
  function script(src: string) {
    const s = d.createElement('script');
    s.src = src;
    s.async = false;
    d.head.appendChild(s);
    return s;
  }
  /** The page script: asked for once; `pageRan` once it has run (or could not be had). */
  let pageAsked = false;
  let pageRan = !boot.page;
  let heldForPage: HTMLElement | null = null;
  function pageScript() {
    if (pageAsked || !boot.page) return;
    pageAsked = true;
    const s = script(boot.page);
    s.onload = s.onerror = function () {
      pageRan = true;
      const held = heldForPage;
      heldForPage = null;
      if (held) held.click();
    };
  }
  function start() {
    if (started) return;
    started = true;
    // Before the app's entry (scripts run in the order they were added): its page view, counted
    // by the page script, is then not counted a second time by the app's tracker.
    pageScript();
    root.setAttribute('data-app-starting', '');
    // The whole of each stylesheet the page inlined in part: the app's views may use any rule.
    d.querySelectorAll('link[' + partlyInlined + ']').forEach(function (link) {
      link.removeAttribute('disabled');
    });
    boot.scripts.forEach(script);
    hints(boot.preload);
  }
  function afterPaint(run: () => void) {
    requestAnimationFrame(function () {
      setTimeout(run, 0);
    });
  }
  /** The control an event's target belongs to, when it is the app's to answer. */
  function appControl(target: EventTarget | null): Element | null {
    const element = target instanceof Element ? target : null;
    const control = element
      ? element.closest(
          'a[href],button,input,select,textarea,label,summary,[role="button"],[tabindex="0"]',
        )
      : null;
    if (
      !control ||
      control.matches('a[href],summary,[command],[commandfor],[' + pageActionAttribute + ']')
    )
      return null;
    if (control.closest('form[method]') && !control.matches('button[type="button"]')) return null;
    return control;
  }
  function wanted(target: EventTarget | null) {
    return (
      appControl(target) !== null ||
      (target instanceof Element && target.closest('[data-app-start="intent"]') !== null)
    );
  }
  function onReach(event: Event) {
    pageScript();
    if (!started && (wanted(event.target) || event.target instanceof HTMLSelectElement)) start();
  }
  /**
   * A plain click on what the page script answers (a page action, the language switch) before it
   * has run: held, and clicked again once it has.
   */
  function heldForPageScript(event: MouseEvent) {
    if (pageRan || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return false;
    const target = event.target instanceof Element ? event.target : null;
    const control = target
      ? target.closest('[' + pageActionAttribute + '],' + languageLinks)
      : null;
    if (!(control instanceof HTMLElement)) return false;
    event.preventDefault();
    event.stopPropagation();
    heldForPage = control;
    pageScript();
    return true;
  }
  function onClick(event: MouseEvent) {
    if (heldForPageScript(event) || !root.hasAttribute('data-hydrating')) return;
    const control = appControl(event.target);
    if (!control || !control.matches('button,[role="button"],[tabindex="0"]')) return;
    event.preventDefault();
    event.stopPropagation();
    const held = d.querySelector('[' + firstTap + ']');
    if (held) held.removeAttribute(firstTap);
    control.setAttribute(firstTap, '');
    if (typeof performance.mark === 'function') performance.mark('iper:first-tap');
    start();
  }
  /** `run` once the browser is idle (`timeout` ms at most), or after `delay` where it cannot tell. */
  function atIdle(run: () => void, timeout: number, delay: number) {
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout });
    else setTimeout(run, delay);
  }
  function savedInBrowser() {
    try {
      return savedKeys.some(function (key) {
        return localStorage.getItem(key) !== null;
      });
    } catch {
      return false;
    }
  }
  /**
   * A key pressed on an app control before hydration (the arrows of a tab list, Escape): kept on
   * the control and pressed again once the app owns the page. Tab moves the focus, Enter and Space
   * on a button make a click (held above), and a field keeps what is typed by itself.
   */
  function onKey(event: KeyboardEvent) {
    if (
      !root.hasAttribute('data-hydrating') ||
      /^(Tab|Enter| |Shift|Control|Alt|Meta)$/.test(event.key)
    )
      return;
    const target = event.target instanceof Element ? event.target : null;
    const control =
      appControl(target) ?? (target?.closest('[data-app-start="intent"]') ? target : null);
    if (!control || control.matches('input,textarea,select')) return;
    const held = control.getAttribute(firstKeys);
    control.setAttribute(firstKeys, (held ? held + ' ' : '') + event.key);
    start();
  }
  function watchMarkers() {
    const marked = d.querySelectorAll('[data-app-start]');
    const near: Element[] = [];
    // Read at idle: a page's first read of localStorage opens it (1–10 ms on this machine).
    atIdle(
      function () {
        if (savedInBrowser()) start();
      },
      5000,
      2000,
    );
    for (let i = 0; i < marked.length; i++) {
      const when = marked[i]!.getAttribute('data-app-start');
      if (when === 'load') return start();
      if (when === 'near') near.push(marked[i]!);
      if (when === 'idle') atIdle(start, 5000, 2000);
    }
    if (near.length === 0) return;
    if (!('IntersectionObserver' in window)) return start();
    const observer = new IntersectionObserver(
      function (entries) {
        for (let j = 0; j < entries.length; j++)
          if (entries[j]!.isIntersecting) {
            observer.disconnect();
            return start();
          }
      },
      { rootMargin: '0px 0px ' + nearMargin + ' 0px' },
    );
    near.forEach(function (element) {
      observer.observe(element);
    });
  }
  function ready() {
    afterPaint(function () {
      if (boot.start === 'load') start();
      else watchMarkers();
    });
    // The page script once the page has loaded and the browser is idle, unless the visitor or the
    // app needs it sooner: asked for with the first paint, its request and run fell inside the
    // first screen's loading (Lighthouse's LCP at 4× counted them, 50–170 ms on three pages).
    const idle = () => atIdle(pageScript, 2000, 0);
    if (d.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }
  ['pointerover', 'pointerdown', 'focusin', 'input', 'change'].forEach(function (type) {
    d.addEventListener(type, onReach, { capture: true, passive: true });
  });
  d.addEventListener('click', onClick, true);
  d.addEventListener('keydown', onKey, true);
  d.addEventListener(startAppEvent, start);
  // A prerendered page (speculation-rules.ts) starts nothing until it is shown.
  if ((d as Document & { prerendering?: boolean }).prerendering)
    d.addEventListener('prerenderingchange', ready, { once: true });
  else if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', ready);
  else ready();
}

/** The loader as the page's inline script. */
export const BOOT_LOADER = `(${bootLoader.toString()})(${JSON.stringify(BOOT_DATA_ELEMENT_ID)},${HINTS_PER_TASK},${JSON.stringify(NEAR_MARGIN)},${JSON.stringify(FIRST_TAP_ATTRIBUTE)},${JSON.stringify(FIRST_KEYS_ATTRIBUTE)},${JSON.stringify(SAVED_IN_BROWSER_STORAGE_KEYS)},${JSON.stringify(PAGE_ACTION_ATTRIBUTE)},${JSON.stringify(LANGUAGE_LINK_SELECTOR)},${JSON.stringify(START_APP_EVENT)},${JSON.stringify(PARTLY_INLINED_ATTRIBUTE)});`;

/** The CSP source that allows the boot loader, and no other inline script. */
export const BOOT_LOADER_HASH = `'sha256-${createHash('sha256').update(BOOT_LOADER, 'utf8').digest('base64')}'`;
