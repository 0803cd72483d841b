import type { Generated } from 'kysely';

export interface FeedbackTables {
  feedback: FeedbackTable;
}

export interface FeedbackTable {
  id: Generated<string>;
  message: string;
  page: string;
  email: string | null;
  created_at: Generated<Date>;
}
