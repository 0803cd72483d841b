import { pushToDataLayer } from '@iper/analytics';

let loaded = false;

/**
 * Loads the tag manager, only when one is configured (TAG_MANAGER_ID) and only after the visitor
 * consented to analytics: with the embedded defaults no third-party script ever loads.
 */
export function loadTagManager(containerId: string | undefined): boolean {
  if (loaded || !containerId) return false;
  if (!pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' })) return false;
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.appendChild(script);
  loaded = true;
  return true;
}
