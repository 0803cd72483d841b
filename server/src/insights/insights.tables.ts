import type { ColumnType, Generated } from 'kysely';

export interface InsightsTables {
  insights_events: InsightsEventsTable;
}

/** Search-analytics events received by the embedded collector (the default for Algolia Insights). */
export interface InsightsEventsTable {
  id: Generated<number>;
  event_type: 'click' | 'conversion' | 'view';
  event_name: string;
  index_name: string;
  user_token: string;
  object_ids: ColumnType<string[], string, string>;
  query_id: string | null;
  received_at: Generated<Date>;
}
