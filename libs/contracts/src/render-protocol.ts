/**
 * What the server and the shell's server build say to each other when a page is rendered
 * (docs/architecture.md, "How a page reaches the screen"): the server's render pool
 * (server/src/pages/render/render-pool.ts) starts a render worker with a RenderWorkerInit and
 * posts it RenderWorkerRequests; the worker (render-worker.ts) requires the shell's server build
 * (shell/src/server/render-page.tsx, a ShellServerBuild) and answers RenderWorkerReplies.
 * Types only: the two sides are built apart (esbuild, rspack) and meet in a worker thread.
 */
import type { FormOutcome } from './form-outcome';
import type { PublicConfig } from './insights';

/** A remote whose server build is on this machine: the only code a render worker ever loads. */
export interface LocalRemoteServerBuild {
  /** Federation name (`store_locator`). */
  name: string;
  /** Folder name under /remotes/ (`store-locator`). */
  folder: string;
  /** The remote's browser address: asset URLs in the HTML start with it. */
  publicBase: string;
  /** Absolute path of its server build's folder (dist-server/, a release's server/). */
  serverDir: string;
}

/** A render worker's one generation of code: the shell's server build and the remotes'. */
export interface RenderWorkerInit {
  /** Absolute path of the shell's server build (dist-server/main.cjs). */
  shellServerMain: string;
  /**
   * The origin of the pages' URLs in a render (no real address: a render never reaches the
   * server over the network). A read at this origin is answered by the server's thread.
   */
  origin: string;
  remotes: LocalRemoteServerBuild[];
}

/** One page to render. */
export interface RenderRequest {
  /** The page's URL, at the render origin (RenderWorkerInit.origin). */
  url: string;
  /** Headers the page's loaders may forward (cookie, accept-language). */
  headers: Record<string, string>;
  /** Whether the visitor has made a cookie choice: if not, the page comes with the banner. */
  consentDecided: boolean;
  /**
   * No session cookie nor credentials: the page is drawn for a signed-out visitor. Otherwise it is
   * drawn for the visitor who asked: the render's reads of their own data (RTK Query's personal
   * queries) are answered by the server as the API answers that visitor, for this render only
   * (`ShellServerBuild.renderPage`'s `readPersonal`).
   */
  anonymous: boolean;
  /**
   * The configuration the page carries to the browser (public identifiers only: the site search's
   * engine and indices...), so a render reads the services the browser will. Absent: the
   * embedded defaults.
   */
  publicConfig?: PublicConfig;
  /** A plain form the server just refused: the page draws it filled, with the error. */
  formOutcome?: FormOutcome;
}

/** The page's head as its render declared it (`usePageHead`), for the document. */
export interface RenderedHead {
  /** The document's title (`Volantini | Iper`). */
  title: string;
  description?: string;
  robots: string;
  /** Root-relative or absolute. */
  canonical: string;
}

/**
 * What a render gives. `Hydration` is the shell's business (the router's state, the public
 * queries): the server puts it in the page as it is, without reading it.
 */
export type RenderResult<Hydration = unknown> =
  | {
      kind: 'html';
      status: number;
      html: string;
      hydration: Hydration;
      /** The head the page declared, when it declared one. */
      head?: RenderedHead;
      /** The page modules rendered: the server links their CSS (page-assets.json). */
      pageModules: string[];
      /**
       * Public queries the render asked for that the page's loaders had not loaded: each page
       * with any was rendered twice. The server logs them: they are a loader's to load.
       */
      lateQueries?: string[];
    }
  | { kind: 'redirect'; status: number; location: string }
  /** The page is not rendered on the server (no remote owns it, or its remote cannot render). */
  | { kind: 'skip'; reason: string };

/**
 * A read of the site's public data a render makes (a loader's query, the CMS, the site search), as
 * the request the browser would send for it. The render worker hands it to the server's thread,
 * which answers it with the same domain code as the API route, in-process: no HTTP to ourselves
 * (server/src/platform/public-reads).
 */
export interface PublicReadRequest {
  method: string;
  /** Root-relative: `/api/flyers?storeId=…`, `/v2/cdn/stories/home?…`. */
  path: string;
  headers: Record<string, string>;
  /** The body, as text (JSON). */
  body?: string;
}

/** The answer to a PublicReadRequest: what the API route would have sent. */
export interface PublicReadAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The server's thread → a render worker: a page to render, or the answer to one of its reads. */
export type RenderWorkerRequest =
  | {
      id: number;
      request: RenderRequest;
      /**
       * The W3C trace context of the page's render span (`traceparent`...), when the server
       * traces: the render's reads carry it, so they join the page's trace.
       */
      trace?: Record<string, string>;
    }
  | { readId: number; answer: PublicReadAnswer };

/** A render worker → the server's thread: a render's result, or a read it needs answered. */
export type RenderWorkerReply =
  | { id: number; result?: RenderResult; error?: string }
  | {
      readId: number;
      read: PublicReadRequest;
      /**
       * A read of the visitor's own data, by the render of this id (a render for a signed-in
       * visitor, RenderRequest.anonymous false): answered for that render's visitor only.
       */
      renderId?: number;
    };

/** A remote's server container as the render worker hands it to the shell's server build. */
export interface ServerRemote {
  /** Federation name. */
  name: string;
  /** Its container's file (a file: URL): the federation runtime's key, and the name in messages. */
  entry: string;
  /** The container, required from that file by the render worker (a promise with async startup). */
  load(): unknown;
}

/** What the shell's server build exports (its dist-server/main.cjs, once its startup is done). */
export interface ShellServerBuild {
  /** Once, before the first render: the remotes this build may load, and no other. */
  registerServerRemotes(remotes: readonly ServerRemote[]): void;
  /**
   * `readPublic` answers the render's reads of the site's own data (same-origin requests) without
   * the network; any other address is fetched as usual. `readPersonal`, given to a render for a
   * signed-in visitor only, reads that visitor's own data (their session, card, coupons): the
   * server answers it as its API answers them, and for this render only.
   */
  renderPage(
    request: RenderRequest,
    readPublic: typeof fetch,
    readPersonal?: typeof fetch,
  ): Promise<RenderResult>;
}
