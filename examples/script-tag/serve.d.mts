/** The script-tag example site (serve.mjs), for the end-to-end tests. */
export interface ScriptTagExample {
  /** `http://demo.localhost:<port>`: the demo board's registered host. */
  url: string;
  port: number;
  close(): Promise<void>;
}

export function startScriptTagExample(options?: {
  /** @default 8090; 0 picks a free port */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
  /** The reference server: host resolution, the API and /sdk. @default 'http://127.0.0.1:8080' */
  api?: string;
}): Promise<ScriptTagExample>;
