import { createHash } from 'node:crypto';

/** The data element that lists what the boot loader fetches (scripts, and fetch/script hints). */
export const BOOT_DATA_ELEMENT_ID = 'iper-boot';

export interface BootData {
  /** The entry scripts, executed in this order. */
  scripts: string[];
  /** Files the scripts will ask for, fetched at the same time so nothing waits for them. */
  preload: Array<{ href: string; as: 'script' | 'fetch'; crossorigin?: 'anonymous' }>;
}

/**
 * Hints added to the document in one task. Each costs the main thread ~1 ms on this machine (the
 * request it starts, up to 2 ms when it is busy), four times that on a phone: the home page's 22
 * in one task were a 74 ms task at 4× CPU (Lighthouse TBT), six a task still reached 17 ms.
 */
const HINTS_PER_TASK = 4;

/**
 * The one inline script of a server-rendered page, allowed by its hash (the CSP allows no other):
 * it asks for the app's scripts once the page has been painted, so the HTML, its styles and its
 * pictures get the network and the processor first. On a phone the server's HTML is then on
 * screen before a byte of JavaScript is downloaded, and hydration follows. The entry scripts
 * first, then the files they will ask for, a few per task. A hidden tab paints no frames: the
 * timer starts it anyway.
 */
export const BOOT_LOADER = [
  '(function(){',
  'var d=document,done=false,boot=JSON.parse(d.getElementById("' +
    BOOT_DATA_ELEMENT_ID +
    '").textContent);',
  'function hint(p){var l=d.createElement("link");l.rel="preload";l.as=p.as;l.href=p.href;',
  'if(p.crossorigin)l.crossOrigin=p.crossorigin;d.head.appendChild(l);}',
  'function hints(list){list.slice(0,' + HINTS_PER_TASK + ').forEach(hint);',
  'if(list.length>' +
    HINTS_PER_TASK +
    ')setTimeout(function(){hints(list.slice(' +
    HINTS_PER_TASK +
    '));},0);}',
  'function start(){if(done)return;done=true;',
  'boot.scripts.forEach(function(src){var s=d.createElement("script");s.src=src;s.async=false;d.head.appendChild(s);});',
  'hints(boot.preload);}',
  'function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0);});setTimeout(start,1000);}',
  'function ready(){if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",afterPaint);else afterPaint();}',
  'if(d.prerendering)d.addEventListener("prerenderingchange",ready,{once:true});else ready();',
  '})();',
].join('');

/** The CSP source that allows the boot loader, and no other inline script. */
export const BOOT_LOADER_HASH = `'sha256-${createHash('sha256').update(BOOT_LOADER, 'utf8').digest('base64')}'`;
