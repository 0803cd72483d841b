import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface FieldDataTables {
  field_data_samples: FieldDataSamplesTable;
  canary_guard_rails: CanaryGuardRailsTable;
}

/** What sampled page views reported (migration 0006-field-data): one row per view, vital or failure. */
export interface FieldDataSamplesTable {
  id: Generated<string>;
  remote: string;
  version: string;
  shell_version: string;
  route: string;
  canary: Generated<boolean>;
  /** `view`, `error`, or a vital's name. */
  kind: string;
  value: number | null;
  detail: string | null;
  received_at: Timestamp;
}

/** The guard rails a running canary declared, and whether its automatic verdict is held. */
export interface CanaryGuardRailsTable {
  remote: string;
  version: string;
  min_page_views: number;
  error_alpha: number;
  inp_margin_ms: number;
  lcp_margin_ms: number;
  held: Generated<boolean>;
  declared_by: string | null;
  declared_at: Timestamp;
}
