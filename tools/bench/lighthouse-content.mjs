// Lighthouse 12 (mobile) on the CMS pages: the home page and a magazine article (the runner is
// tools/bench/lighthouse.mjs, which takes any list of pages).
//
//   npm run build && PORT=3000 npm run serve          # in one terminal: the production server
//   node tools/bench/lighthouse-content.mjs           # in another (BASE_URL=http://127.0.0.1:3000)
//   node tools/bench/lighthouse-content.mjs --start   # or let the script start and stop a server
//
// Prints, per page, the performance, accessibility, best practices and SEO scores, and LCP, TBT
// and CLS; --json prints the same as JSON.
import { printResults, runLighthouse } from './lighthouse.mjs';

export const CONTENT_PAGES = [
  { name: 'home', path: '/' },
  { name: 'magazine article', path: '/iper-mag/ricette/risotto-alla-zucca' },
];

const args = new Set(process.argv.slice(2));
printResults(await runLighthouse({ pages: CONTENT_PAGES, start: args.has('--start') }), {
  json: args.has('--json'),
});
