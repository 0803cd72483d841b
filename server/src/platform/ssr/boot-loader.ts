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
 * The one inline script of a server-rendered page, allowed by its hash (the CSP allows no other):
 * it asks for the app's scripts once the page has been painted, so the HTML, its styles and its
 * pictures get the network and the processor first. On a phone the server's HTML is then on
 * screen before a byte of JavaScript is downloaded, and hydration follows. A hidden tab paints
 * no frames: the timer starts it anyway.
 */
export const BOOT_LOADER = [
  '(function(){',
  'var d=document,done=false,boot=JSON.parse(d.getElementById("' +
    BOOT_DATA_ELEMENT_ID +
    '").textContent);',
  'function start(){if(done)return;done=true;',
  'boot.preload.forEach(function(p){var l=d.createElement("link");l.rel="preload";l.as=p.as;l.href=p.href;',
  'if(p.crossorigin)l.crossOrigin=p.crossorigin;d.head.appendChild(l);});',
  'boot.scripts.forEach(function(src){var s=d.createElement("script");s.src=src;s.async=false;d.head.appendChild(s);});}',
  'function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0);});setTimeout(start,1000);}',
  'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",afterPaint);else afterPaint();',
  '})();',
].join('');

/** The CSP source that allows the boot loader, and no other inline script. */
export const BOOT_LOADER_HASH = `'sha256-${createHash('sha256').update(BOOT_LOADER, 'utf8').digest('base64')}'`;
