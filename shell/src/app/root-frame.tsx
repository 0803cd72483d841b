import { Loading } from '@iper/design-system';
import { Outlet, ScrollRestoration } from 'react-router';

/** The root of every page, whatever its layout: scroll restoration on back and forward. */
export function RootFrame() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export function RootHydrateFallback() {
  return <Loading />;
}
