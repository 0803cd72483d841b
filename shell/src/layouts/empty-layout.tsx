import { Outlet } from 'react-router';
import { RemoteOverrideBanner } from '../federation/override-banner';
import { MAIN_CONTENT_ID } from './default-layout';

/** The empty layout: the page alone, for flows that must not be distracted (SPEC §2). */
export function EmptyLayout() {
  return (
    <>
      <RemoteOverrideBanner />
      <main id={MAIN_CONTENT_ID}>
        <Outlet />
      </main>
    </>
  );
}
