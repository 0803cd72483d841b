import { reportSearchClicks } from '@iper/analytics';
import { countOpenedPage } from '../analytics/opened-page';
import { readPublicConfig } from '../config/public-config';
import { startFieldData } from '../field-data/start';
import { startOffline } from '../offline/start';
import { rememberLocaleChoice } from './locale-choice';
import { answerOwnPositionBeforeApp } from './own-position';
import { readPageData } from './page-data';
import { linksToPrerenderAhead, prerenderAhead } from './prerender-ahead';

/**
 * What every page runs, whether or not its app starts (docs/architecture.md, "When the app
 * starts"): the page view the visitor consented to, field data, the language choice, the clicks
 * on site search results, the offline site, and until the app runs «Usa la mia posizione» and the
 * next page prerendered ahead. On a
 * server-rendered page the boot loader runs it once the page is painted (a prerendered page: once
 * it is shown); a page drawn in the browser has it beside its entry script.
 */
const page = readPageData();
const ahead = linksToPrerenderAhead();
// The next page's prerender (a whole page load in another renderer) waits until this page's own
// start-up is over, field data's reporter included (it loads at idle): begun beside it, on a
// phone's few cores, it made its last tasks several times longer (Lighthouse's TBT on the store
// page, where field data's 5 ms came out at ~30).
startFieldData(() => prerenderAhead(ahead));
if (page) countOpenedPage(page);
rememberLocaleChoice();
reportSearchClicks(readPublicConfig().insights);
answerOwnPositionBeforeApp();
startOffline({ checkForUpdate: ahead.length > 0 });
