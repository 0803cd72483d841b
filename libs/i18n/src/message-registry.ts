import type { LocaleCode } from './locale';

export type Messages = Record<string, string>;

/**
 * Each remote owns its catalog and registers it when its code loads; the shell's IntlProvider
 * renders with everything registered so far. Italian needs no catalog: every message's
 * defaultMessage is Italian.
 */
const catalogs = new Map<LocaleCode, Messages>();
const listeners = new Set<() => void>();
let version = 0;

export function registerMessages(locale: LocaleCode, messages: Messages): void {
  catalogs.set(locale, { ...catalogs.get(locale), ...messages });
  version += 1;
  for (const listener of listeners) listener();
}

export function messagesFor(locale: LocaleCode): Messages {
  return catalogs.get(locale) ?? {};
}

/** Changes whenever a catalog is registered (for useSyncExternalStore). */
export function messagesVersion(): number {
  return version;
}

export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Catalogs that load on demand: a remote registers how to fetch its catalog for a locale (a
 * dynamic import, so it is a chunk of its own), and it is fetched only once a page is shown in
 * that locale. Italian pages never download an English catalog.
 */
export type CatalogLoader = () => Promise<Messages>;

const catalogLoaders = new Map<LocaleCode, Map<string, CatalogLoader>>();
const localesInUse = new Set<LocaleCode>();
/**
 * Each catalog's download, by `<locale>:<owner>`, kept once started: whoever asks for a catalog
 * already on its way waits for that download (a page hydrating in English must not start with
 * the Italian defaults because another caller had started the same catalog a moment before).
 */
const catalogsLoading = new Map<string, Promise<void>>();

function startCatalog(locale: LocaleCode, owner: string, load: CatalogLoader): Promise<void> {
  const key = `${locale}:${owner}`;
  const started = catalogsLoading.get(key);
  if (started) return started;
  const loading = load().then(
    (messages) => registerMessages(locale, messages),
    (error: unknown) => {
      // The Italian defaults stay on screen; the next page in this locale tries again.
      catalogsLoading.delete(key);
      console.error(`[i18n] catalogo ${owner} (${locale}) non disponibile`, error);
    },
  );
  catalogsLoading.set(key, loading);
  return loading;
}

/** `owner` names the catalog (one per remote or lib), so registering twice loads it once. */
export function registerCatalogLoader(
  locale: LocaleCode,
  owner: string,
  load: CatalogLoader,
): void {
  const loaders = catalogLoaders.get(locale) ?? new Map<string, CatalogLoader>();
  loaders.set(owner, load);
  catalogLoaders.set(locale, loaders);
  if (localesInUse.has(locale)) void startCatalog(locale, owner, load);
}

/** The page is shown in `locale`: every catalog registered for it loads (now and from now on). */
export function loadCatalogs(locale: LocaleCode): Promise<void> {
  localesInUse.add(locale);
  const loaders = [...(catalogLoaders.get(locale) ?? new Map<string, CatalogLoader>())];
  return Promise.all(loaders.map(([owner, load]) => startCatalog(locale, owner, load))).then(
    () => undefined,
  );
}
