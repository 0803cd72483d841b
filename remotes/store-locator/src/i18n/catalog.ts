import { registerCatalogLoader } from '@iper/i18n';

/**
 * Registers this remote's English catalog with the site: it is a chunk of its own, downloaded
 * only when a page is shown in English (/en/...). Called by every module the remote exposes, since
 * any of them may be the first to load.
 */
export function registerCatalogs(): void {
  registerCatalogLoader('en', 'store-locator', () =>
    import('./en').then((module) => module.messages),
  );
}
