import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { inLanguageOf } from '@iper/routes';

/**
 * Site paths in the page's language: '/accedi' on an Italian page, '/en/accedi' under /en, so a
 * link or a redirect never drops the visitor back into Italian.
 */
export function useLocalizedPath(): (path: string) => string {
  const { pathname } = useLocation();
  return useCallback((path: string) => inLanguageOf(path, pathname), [pathname]);
}
