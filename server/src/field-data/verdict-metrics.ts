import { Counter, type Registry } from 'prom-client';
import type { FieldData } from './field-data';

/** `release_canary_verdicts_total`: the canaries the platform promoted or stopped by itself. */
export function countVerdicts(registry: Registry, fieldData: FieldData): void {
  const verdicts = new Counter({
    name: 'release_canary_verdicts_total',
    help: 'Automatic canary verdicts applied, by remote and decision (promote or rollback).',
    labelNames: ['remote', 'decision'],
    registers: [registry],
  });
  fieldData.onVerdict((remote, verdict) => verdicts.inc({ remote, decision: verdict.decision }));
}
