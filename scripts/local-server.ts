// The local server's front door (npm start, npm run dev): the Node layer Vite puts before workerd.
// Cloudflare's edge does these things for the deployed Worker; locally Node must (issue 23):
//  - the client's address: CF-Connecting-IP is set from the socket, overwriting whatever the
//    client sent, so the Worker's rate limits (worker/rate-limit.ts) count real clients;
//  - bodies over the API's limit get the Worker's JSON 413 here, however they are sent (declared
//    or chunked), read to the end first: workerd answering before the upload finished made the
//    proxy fail with an HTML 500 and a stack trace;
//  - methods fetch cannot forward (TRACE) get a JSON 405 (Node answers unknown ones itself);
//  - any error of the layers in between is a JSON 500 without a stack trace or a local path.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { Connect, Plugin } from "vite";
import { LIMITS } from "../shared/limits";

/** How much of an oversized body is read (and thrown away) before the 413, so the client reads it. */
const DRAIN_MAX = 8 << 20;
const UNFORWARDABLE = new Set(["TRACE", "TRACK"]);

function sendJson(res: ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ error: { code, message } });
  res.writeHead(status, {
    "Content-Type": "application/json; charset=UTF-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...headers,
  });
  res.end(body);
}

const tooLarge = (res: ServerResponse, close: boolean) =>
  sendJson(res, 413, "body_too_large", `The request body must be at most ${LIMITS.bodyBytes / 1024} KiB.`, close ? { Connection: "close" } : {});

/** Replaces a header in both views Node keeps of them (the proxy reads rawHeaders). */
function setHeader(req: IncomingMessage, name: string, value: string | undefined) {
  const raw: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]!.toLowerCase() !== name) raw.push(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  }
  if (value !== undefined) raw.push(name, value);
  req.rawHeaders.splice(0, req.rawHeaders.length, ...raw);
  if (value === undefined) delete req.headers[name];
  else req.headers[name] = value;
}

/** Makes the request's body readable again from `body` (the proxy listens with on/off/resume). */
function replayBody(req: IncomingMessage, body: Buffer) {
  const stream = Readable.from(body.length ? [body] : []);
  const target = req as unknown as Record<string, unknown>;
  for (const method of ["on", "once", "off", "addListener", "removeListener", "removeAllListeners", "resume", "pause", "pipe", "read", "unpipe"] as const) {
    target[method] = (stream[method] as (...a: unknown[]) => unknown).bind(stream);
  }
  setHeader(req, "transfer-encoding", undefined);
  setHeader(req, "content-length", String(body.length));
}

/** Reads the body up to the limit: the bytes, or "too large" once the rest has been drained. */
function readBody(req: IncomingMessage): Promise<Buffer | "too large"> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= LIMITS.bodyBytes) chunks.push(chunk);
      else if (size > DRAIN_MAX) {
        req.removeAllListeners("data");
        req.pause();
        resolve("too large");
      }
    });
    req.on("end", () => resolve(size > LIMITS.bodyBytes ? "too large" : Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

export const frontDoor: Connect.NextHandleFunction = (req, res, next) => {
  // 1. who the client is: the socket's address, never a header the client wrote
  setHeader(req, "cf-connecting-ip", req.socket.remoteAddress ?? "");
  const method = (req.method ?? "GET").toUpperCase();
  if (UNFORWARDABLE.has(method)) {
    req.resume();
    sendJson(res, 405, "method_not_allowed", `${method} is not supported.`, { Allow: "GET, HEAD, POST, OPTIONS" });
    return;
  }
  if (method === "GET" || method === "HEAD") return next();
  // 2. bodies: declared too large, or counted while reading
  const declared = Number(req.headers["content-length"] ?? NaN);
  if (declared > LIMITS.bodyBytes && declared > DRAIN_MAX) {
    tooLarge(res, true);
    req.destroy();
    return;
  }
  readBody(req).then(
    (body) => {
      if (body === "too large") {
        tooLarge(res, !req.readableEnded);
        if (!req.readableEnded) res.on("finish", () => req.destroy());
        return;
      }
      replayBody(req, body);
      next();
    },
    () => req.destroy(),
  );
};

/** The last handler: an error between Node and workerd is a JSON 500, never a page with a stack. */
export const jsonErrors: Connect.ErrorHandleFunction = (err, _req, res, _next) => {
  console.error("local server:", err instanceof Error ? err.message : err);
  sendJson(res, 500, "internal_error", "Something went wrong on our side. Please try again.");
};

/** The Vite plugin: the front door before every other middleware, JSON errors after them all. */
export function localServer(): Plugin {
  const install = (server: { middlewares: Connect.Server }) => {
    server.middlewares.use(frontDoor);
    return () => {
      server.middlewares.use(jsonErrors);
    };
  };
  return { name: "boldmark:local-server", configureServer: install, configurePreviewServer: install };
}
