// Synchronous clean-ups that must run however the process ends: a normal exit, an uncaught error,
// Ctrl-C (SIGINT), SIGTERM or SIGHUP. Used by the throw-away PostgreSQL (throwaway-postgres.mjs)
// and the topology (tools/topology/topology.mjs) so that no server process and no temporary
// folder outlives the run. SIGKILL cannot be caught: throwaway-postgres.mjs sweeps what such a run
// left behind the next time it starts.
import os from 'node:os';

const cleanups = [];
let installed = false;

function runAll() {
  // Last registered, first run: what was started last depends on what was started first.
  while (cleanups.length) {
    const cleanup = cleanups.pop();
    try {
      cleanup();
    } catch (error) {
      console.error(`clean-up failed: ${error.message}`);
    }
  }
}

function install() {
  if (installed) return;
  installed = true;
  process.on('exit', runAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    const handler = () => {
      // Someone else handles this signal (topology.mjs's Ctrl-C stops everything, then exits): it
      // ends the process through process.exit, and 'exit' runs what is left here.
      if (process.listeners(signal).some((listener) => listener !== handler)) return;
      runAll();
      process.exit(128 + os.constants.signals[signal]);
    };
    process.on(signal, handler);
  }
}

/** Runs `cleanup` (synchronous) when the process ends; the returned function cancels that. */
export function onExit(cleanup) {
  install();
  cleanups.push(cleanup);
  return () => {
    const at = cleanups.indexOf(cleanup);
    if (at !== -1) cleanups.splice(at, 1);
  };
}

/** Sleeps without the event loop (for the synchronous clean-ups). */
export function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
