import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, resolve, sep } from "node:path";

/** Content types of the files a VitePress build writes. */
const MIME: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** A running static server. */
export interface StaticServer {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:43121`. */
  readonly url: string;
  close(): Promise<void>;
}

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile();

/**
 * Finds the file for a URL path the way VitePress clean URLs expect: `/foo/` is `foo/index.html`,
 * `/foo` is `foo.html` (or `foo/index.html`), and anything else is served as it is. Paths that
 * leave the root are refused.
 */
export function resolveRequest(root: string, urlPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? "/");
  } catch {
    return null;
  }
  const base = resolve(root);
  const target = resolve(join(base, path));
  if (target !== base && !target.startsWith(base + sep)) return null;
  const candidates = path.endsWith("/")
    ? [join(target, "index.html")]
    : [target, `${target}.html`, join(target, "index.html")];
  return candidates.find(isFile) ?? null;
}

/** Serves `root` (a built VitePress site) on a free loopback port; unknown paths get `404.html`. */
export async function serveStatic(root: string): Promise<StaticServer> {
  const notFound = join(root, "404.html");
  // Node's default request head (16 KB), as many hosts: shared match links are packed to fit it.
  const server: Server = createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    const file = resolveRequest(root, req.url ?? "/");
    const status = file === null ? 404 : 200;
    const body = file ?? (isFile(notFound) ? notFound : null);
    if (body === null) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
      return;
    }
    res.writeHead(status, {
      "content-type": MIME[extname(body).toLowerCase()] ?? "application/octet-stream",
      "cache-control": "no-store",
    });
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    createReadStream(body).pipe(res);
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
