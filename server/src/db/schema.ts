import type { AccountTables } from '../account/account.tables';
import type { CareersTables } from '../careers/careers.tables';
import type { ContentTables } from '../content/content.tables';
import type { FeedbackTables } from '../feedback/feedback.tables';
import type { FieldDataTables } from '../field-data/field-data.tables';
import type { FlyersTables } from '../flyers/flyers.tables';
import type { IdentityTables } from '../identity/identity.tables';
import type { InsightsTables } from '../insights/insights.tables';
import type { LoyaltyTables } from '../loyalty/loyalty.tables';
import type { RemotesTables } from '../remotes/remotes.tables';
import type { PrivacyTables } from '../privacy/privacy.tables';
import type { SearchTables } from '../search/search.tables';
import type { StoresTables } from '../stores/stores.tables';

/**
 * The database as Kysely sees it. Each domain module declares its own tables in
 * `<domain>/<domain>.tables.ts`; this interface only assembles them.
 */
export interface Database
  extends
    FeedbackTables,
    InsightsTables,
    StoresTables,
    IdentityTables,
    AccountTables,
    ContentTables,
    LoyaltyTables,
    CareersTables,
    PrivacyTables,
    FlyersTables,
    SearchTables,
    RemotesTables,
    FieldDataTables {}
