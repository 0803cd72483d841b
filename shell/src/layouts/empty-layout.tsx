import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID } from './default-layout';

/** The empty layout: the page alone, for flows that must not be distracted (SPEC §2). */
export function EmptyLayout() {
  return (
    <main id={MAIN_CONTENT_ID}>
      <Outlet />
    </main>
  );
}
