// jsdom lacks the Fetch and streams globals that react-router and RTK Query use; Node has them.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_WEB_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'ReadableStream',
  // MSW (the tests' network fake) streams bodies through these.
  'TransformStream',
  'WritableStream',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'BroadcastChannel',
  'crypto',
];

module.exports = class JsdomWithWebGlobals extends TestEnvironment {
  async setup() {
    await super.setup();
    const PageFormData = this.global.FormData;
    for (const name of NODE_WEB_GLOBALS) {
      if (globalThis[name] === undefined) continue;
      // Some (crypto) are read-only getters on jsdom's window: redefine rather than assign.
      Object.defineProperty(this.global, name, {
        value: globalThis[name],
        configurable: true,
        writable: true,
      });
    }
    // React 19 reads a submitted form into a FormData (its pending state) when the submit starts a
    // transition, a router navigation for one: Node's FormData cannot read jsdom's form, so the
    // page's reads it and hands its fields over.
    this.global.FormData = class FormOfThePage extends globalThis.FormData {
      constructor(form, submitter) {
        super();
        if (form === undefined) return;
        for (const [name, value] of new PageFormData(form, submitter ?? undefined))
          this.append(name, value);
      }
    };
    // A browser resolves '/api/...' against the page; Node's Request needs an absolute URL.
    const pageLocation = this.global.location;
    this.global.Request = class PageRelativeRequest extends globalThis.Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, pageLocation.href) : input, init);
      }
    };
  }
};
