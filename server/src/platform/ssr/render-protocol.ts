/** What the server and its render workers say to each other (render-worker.ts, page-renderer.ts). */
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

export interface RenderWorkerInit {
  shellServerMain: string;
  /** The server's own address: loaders read the API there, and remote code is asked for there. */
  origin: string;
  remotes: LocalRemoteServerBuild[];
}

export interface RenderRequest {
  url: string;
  headers: Record<string, string>;
  /** Whether the visitor has made a cookie choice: if not, the page comes with the banner. */
  consentDecided: boolean;
  remotes: Array<{ name: string; serverEntry: string }>;
}

export type RenderResult =
  | {
      kind: 'html';
      status: number;
      html: string;
      hydration: { remote: string; state: unknown };
      pageModules: string[];
    }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'skip'; reason: string };

export interface RenderWorkerRequest {
  id: number;
  request: RenderRequest;
}

export interface RenderWorkerReply {
  id: number;
  result?: RenderResult;
  error?: string;
}
