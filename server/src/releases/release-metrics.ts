import { REMOTES } from '@iper/routes';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { RemoteEntries } from '../remotes/remote-entries';
import type { ReleaseControl } from './releases';

/**
 * The release gate's metrics (docs/operations.md): actions done and refused by remote, and the
 * share of visitors each remote's canary has now. Made only when metrics are on.
 */
export function watchReleases(
  registry: Registry,
  releases: ReleaseControl,
  entries: RemoteEntries,
): void {
  const labelNames = ['action', 'remote'] as const;
  const done = new Counter({
    name: 'release_actions_total',
    help: 'Release actions done (publish, deploy, canary, stop-canary, promote, rollback), by remote.',
    labelNames,
    registers: [registry],
  });
  const refused = new Counter({
    name: 'release_refusals_total',
    help: 'Release actions refused (the compatibility gate, a bad request, a race), by remote.',
    labelNames,
    registers: [registry],
  });
  releases.onAction(({ action, remote, outcome }) =>
    (outcome === 'done' ? done : refused).inc({ action, remote }),
  );
  new Gauge({
    name: 'release_canary_share_ratio',
    help: "Share of visitors (0-1) given a remote's canary release now; 0 without a canary.",
    labelNames: ['remote'],
    registers: [registry],
    // The entries as pages read them: from this instance's copy, read again once REMOTES_REFRESH_MS old.
    async collect() {
      const rows = await entries.rows();
      for (const remote of REMOTES) {
        const row = rows.get(remote);
        this.set({ remote }, row?.canary_entry ? (row.canary_percent ?? 0) / 100 : 0);
      }
    },
  });
}
