import { Loading } from '@iper/design-system';

/** What a showcase page shows while a remote's widget loads (or when its remote is down). */
export function WidgetPending({ what }: { what: string }) {
  return <Loading label={`${what} arriva dal suo remote…`} />;
}
