// Where a page's Total Blocking Time comes from: one Lighthouse run (mobile, simulated throttling,
// as tools/bench/lighthouse.mjs) per page, then every main-thread task of the observed trace that
// Lighthouse's 4× CPU makes long (over 12.5 ms here, 50 ms on its phone) from just before the first
// paint on: when it ran, how long, its blocking time at 4× and what it was made of. A benchmark for
// finding work to cut, not a test; the simulated TBT Lighthouse reports is printed beside (it
// moves by 100–200 ms from run to run on this 2-core machine: compare several runs).
//
//   node tools/bench/long-tasks.mjs --start / /punti-vendita       # its own server on a fresh database
//   BASE_URL=http://127.0.0.1:3000 node tools/bench/long-tasks.mjs /lavora-con-noi
//   node tools/bench/long-tasks.mjs --start --without-app /   # the shell's entry blocked: what
//                                                             # the document alone costs
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../chromium.mjs';
import { startServer } from './lib.mjs';

const LONG_AT_4X_US = 12_500;
const WRAPPERS = new Set([
  'ThreadControllerImpl::RunTask',
  'v8.callFunction',
  'RunMicrotasks',
  'TimerFire',
  'AsyncTask Run',
  'TimerBase::run',
  'FunctionCall',
  'v8.run',
]);

function rendererMainThread(events) {
  const threads = events.filter(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const busiest = threads
    .map((t) => ({ ...t, n: events.filter((e) => e.pid === t.pid && e.tid === t.tid).length }))
    .sort((a, b) => b.n - a.n)[0];
  return { pid: busiest.pid, tid: busiest.tid };
}

/** The observed trace's long tasks from the first paint on, each with what it was made of. */
export function longTasks(events) {
  const { pid, tid } = rendererMainThread(events);
  const mine = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur);
  const start = events.filter((e) => e.name === 'navigationStart' && e.pid === pid).pop()?.ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? start;
  return mine
    .filter((t) => t.name === 'RunTask' && t.dur >= LONG_AT_4X_US && t.ts + t.dur >= fcp)
    .map((task) => {
      const parts = new Map();
      for (const e of mine) {
        if (e === task || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur) continue;
        if (WRAPPERS.has(e.name)) continue;
        const name =
          e.name === 'EvaluateScript' ? `evaluate ${e.args?.data?.url?.split('/').pop()}` : e.name;
        parts.set(name, (parts.get(name) ?? 0) + e.dur);
      }
      return {
        atMs: Math.round((task.ts - start) / 1000),
        ms: Number((task.dur / 1000).toFixed(1)),
        blockingAt4xMs: Math.max(0, Math.round((4 * task.dur) / 1000 - 50)),
        madeOf: [...parts.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3)
          .map(([name, dur]) => `${name} ${(dur / 1000).toFixed(1)}`),
      };
    });
}

async function main() {
  const argv = process.argv.slice(2);
  const paths = argv.filter((arg) => !arg.startsWith('--'));
  const server = argv.includes('--start')
    ? await startServer({ port: Number(process.env.PORT ?? 3196) })
    : undefined;
  const baseUrl = server?.url ?? process.env.BASE_URL ?? 'http://127.0.0.1:3000';
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    for (const path of paths.length ? paths : ['/']) {
      await fetch(`${baseUrl}${path}`); // the server's caches warm, as for a real shopper
      const { lhr, artifacts } = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // No app at all: the server's HTML, its stylesheets and images, and the boot loader.
        ...(argv.includes('--without-app') ? { blockedUrlPatterns: ['*/main.*.js'] } : {}),
      });
      const audit = (id) => Math.round(lhr.audits[id].numericValue);
      console.log(
        `\n${path}: performance ${Math.round(lhr.categories.performance.score * 100)}, ` +
          `FCP ${audit('first-contentful-paint')} ms, TBT ${audit('total-blocking-time')} ms (simulated)`,
      );
      const tasks = longTasks(artifacts.Trace.traceEvents);
      for (const task of tasks)
        console.log(
          `  ${String(task.atMs).padStart(5)} ms  ${String(task.ms).padStart(5)} ms  ` +
            `blocking ~${task.blockingAt4xMs}  ${task.madeOf.join(' | ')}`,
        );
      console.log(
        `  observed tasks at 4×: ~${tasks.reduce((sum, task) => sum + task.blockingAt4xMs, 0)} ms of blocking`,
      );
    }
  } finally {
    await chrome.kill();
    await server?.stop();
  }
}

await main();
