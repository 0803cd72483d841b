// jsdom lacks the Fetch and streams globals that react-router and RTK Query use; Node has them.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_WEB_GLOBALS = [
  'fetch', 'Request', 'Response', 'Headers', 'FormData', 'ReadableStream', 'AbortController',
  'AbortSignal', 'TextEncoder', 'TextDecoder', 'structuredClone', 'BroadcastChannel',
];

module.exports = class JsdomWithWebGlobals extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of NODE_WEB_GLOBALS) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
};
