import type { Migration } from 'kysely';
import * as stores from './0001-stores';
import * as insightsEvents from './0002-insights-events';
import * as feedback from './0003-feedback';
import * as platformRemotes from './0004-platform-remotes';
import * as fieldData from './0006-field-data';
import * as contentStories from './0040-content-stories';
import * as helpRequests from './0041-help-requests';
import * as flyers from './0042-flyers';
import * as search from './0043-search';
import * as platformReleases from './0005-platform-releases';
import * as storeLocator from './0010-store-locator';
import * as storeHolidays from './0011-store-holidays';
import * as identity from './0020-identity';
import * as account from './0021-account';
import * as accountAudit from './0022-account-audit';
import * as passkeys from './0023-passkeys';
import * as shoppingListIdempotency from './0025-shopping-list-idempotency';
import * as twoFactor from './0024-two-factor';
import * as twoFactorUsedStep from './0026-two-factor-used-step';
import * as loyalty from './0030-loyalty';
import * as careers from './0050-careers';

/**
 * Every migration, in order. Names sort lexically: each domain numbers its migrations in its own
 * range (platform 0001-0009, stores 0010-0019, identity/account 0020-0029, loyalty 0030-0039,
 * content and flyers 0040-0049, careers 0050-0059, hardening 0060-0069) so teams never collide.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-stores': stores,
  '0002-insights-events': insightsEvents,
  '0003-feedback': feedback,
  '0004-platform-remotes': platformRemotes,
  '0005-platform-releases': platformReleases,
  '0006-field-data': fieldData,
  '0040-content-stories': contentStories,
  '0041-help-requests': helpRequests,
  '0042-flyers': flyers,
  '0043-search': search,
  '0010-store-locator': storeLocator,
  '0011-store-holidays': storeHolidays,
  '0020-identity': identity,
  '0021-account': account,
  '0022-account-audit': accountAudit,
  '0023-passkeys': passkeys,
  '0025-shopping-list-idempotency': shoppingListIdempotency,
  '0024-two-factor': twoFactor,
  '0026-two-factor-used-step': twoFactorUsedStep,
  '0030-loyalty': loyalty,
  '0050-careers': careers,
};
