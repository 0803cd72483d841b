// What the site may import from 'react-router': its browser API in data mode (components, hooks,
// the data routers and their helpers). react-router is a shared singleton, and a shared module is
// never tree-shaken (any remote may use any export), so sharing the whole package shipped its
// server runtime, sessions, cookies, RSC and framework-mode code to every page (~25 KB gzip).
// Production builds share this list instead; ESLint keeps imports inside it. Add a name here
// (and rebuild every app) before using it.
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const REACT_ROUTER_BROWSER_API = [
  // components
  'Await',
  'BrowserRouter',
  'Form',
  'HashRouter',
  'Link',
  'MemoryRouter',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Router',
  'RouterProvider',
  'Routes',
  'ScrollRestoration',
  'unstable_HistoryRouter',
  // routers and route helpers
  'createBrowserRouter',
  'createHashRouter',
  'createMemoryRouter',
  'createRoutesFromChildren',
  'createRoutesFromElements',
  'createContext',
  'RouterContextProvider',
  'renderMatches',
  'data',
  'redirect',
  'redirectDocument',
  'replace',
  'isRouteErrorResponse',
  // paths and URLs
  'createPath',
  'createSearchParams',
  'generatePath',
  'href',
  'matchPath',
  'matchRoutes',
  'parsePath',
  'resolvePath',
  // constants
  'IDLE_BLOCKER',
  'IDLE_FETCHER',
  'IDLE_NAVIGATION',
  'NavigationType',
  // hooks
  'useActionData',
  'useAsyncError',
  'useAsyncValue',
  'useBeforeUnload',
  'useBlocker',
  'useFetcher',
  'useFetchers',
  'useFormAction',
  'useHref',
  'useInRouterContext',
  'useLinkClickHandler',
  'useLoaderData',
  'useLocation',
  'useMatch',
  'useMatches',
  'useNavigate',
  'useNavigation',
  'useNavigationType',
  'useOutlet',
  'useOutletContext',
  'useParams',
  'useResolvedPath',
  'useRevalidator',
  'useRouteError',
  'useRouteLoaderData',
  'useRoutes',
  'useSearchParams',
  'useSubmit',
  'useViewTransitionState',
  'unstable_usePrompt',
  // contexts (for tests and adapters)
  'UNSAFE_DataRouterContext',
  'UNSAFE_DataRouterStateContext',
  'UNSAFE_LocationContext',
  'UNSAFE_NavigationContext',
  'UNSAFE_RouteContext',
];

/**
 * The module production builds resolve 'react-router' to: the browser API re-exported from
 * react-router's production build (its exports map would pick the development build).
 */
export function reactRouterBrowserModule(appDir) {
  const productionBuild = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist/production/index.mjs',
  );
  const modulePath = path.join(appDir, 'node_modules/.iper/react-router-browser.mjs');
  const source = `export { ${REACT_ROUTER_BROWSER_API.join(', ')} } from ${JSON.stringify(productionBuild)};\n`;
  return {
    alias: { 'react-router$': modulePath },
    virtualModules: { [modulePath]: source },
    // A name react-router no longer exports fails the build instead of becoming undefined.
    rule: { test: modulePath, parser: { exportsPresence: 'error' } },
  };
}
