import { pushToDataLayer } from '@iper/analytics';

/** Marks the loaded script: the page script and the app each may load it, the page once. */
const TAG_MANAGER_ATTRIBUTE = 'data-tag-manager';

/**
 * Loads the tag manager, only when one is configured (TAG_MANAGER_ID) and only after the visitor
 * consented to analytics: with the embedded defaults no third-party script ever loads.
 */
export function loadTagManager(containerId: string | undefined): boolean {
  if (!containerId || document.querySelector(`script[${TAG_MANAGER_ATTRIBUTE}]`)) return false;
  if (!pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' })) return false;
  const script = document.createElement('script');
  script.async = true;
  script.setAttribute(TAG_MANAGER_ATTRIBUTE, '');
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.appendChild(script);
  return true;
}
