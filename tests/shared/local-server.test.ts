// The local server's front door (scripts/local-server.ts) on a real Node HTTP server, with a
// handler behind it that echoes what reached it, as workerd's proxy would read it.
import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frontDoor, jsonErrors } from "../../scripts/local-server";
import { LIMITS } from "../../shared/limits";

let server: Server;
let port: number;

/** What reached the Worker's side: the headers as the proxy reads them (rawHeaders) and the body. */
function echo(req: IncomingMessage, res: import("node:http").ServerResponse) {
  if (req.url === "/throw") throw new Error("/work/main/node_modules/secret/path.js exploded");
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const headers: Record<string, string> = {};
    for (let i = 0; i < req.rawHeaders.length; i += 2) headers[req.rawHeaders[i]!.toLowerCase()] = req.rawHeaders[i + 1]!;
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ headers, body: Buffer.concat(chunks).toString() }));
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    frontDoor(req as never, res, (err?: unknown) => {
      if (err) return jsonErrors(err, req as never, res, () => {});
      try {
        echo(req, res);
      } catch (e) {
        jsonErrors(e, req as never, res, () => {});
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** A raw request (fetch cannot send TRACE, nor choose between chunked and a declared length). */
function send(method: string, path: string, opts: { headers?: Record<string, string>; body?: Buffer; chunked?: boolean } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path, headers: { ...opts.headers, ...(opts.body && !opts.chunked ? { "content-length": String(opts.body.length) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString() }));
    });
    req.on("error", reject);
    if (opts.body) {
      if (opts.chunked) for (let i = 0; i < opts.body.length; i += 65536) req.write(opts.body.subarray(i, i + 65536));
      else req.write(opts.body);
    }
    req.end();
  });
}

describe("the local server's front door", () => {
  it("sets CF-Connecting-IP from the socket, whatever the client claimed", async () => {
    const res = await send("GET", "/api/fonts", { headers: { "cf-connecting-ip": "10.9.8.7", "CF-Connecting-IP": "10.9.8.6", "x-real-ip": "10.9.8.5" } });
    const { headers } = JSON.parse(res.text) as { headers: Record<string, string> };
    expect(headers["cf-connecting-ip"]).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it.each([256 << 10, 512 << 10, 1 << 20, 2 << 20])("answers a %i-byte body with the JSON 413, declared or chunked", async (size) => {
    for (const chunked of [false, true]) {
      const res = await send("POST", "/api/design-guide.pdf", { body: Buffer.alloc(size, 97), chunked, headers: { "content-type": "application/json" } });
      expect(res.status, `chunked: ${chunked}`).toBe(413);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
      expect(JSON.parse(res.text).error.code).toBe("body_too_large");
    }
  });

  it("passes a body within the limit on whole, chunked or not, with its length", async () => {
    const body = Buffer.from(JSON.stringify({ logoText: "é".repeat(100), pad: "x".repeat(LIMITS.bodyBytes - 300) }));
    expect(body.length).toBeLessThanOrEqual(LIMITS.bodyBytes);
    for (const chunked of [false, true]) {
      const res = await send("POST", "/api/generate-logo-suggestions", { body, chunked });
      expect(res.status).toBe(200);
      const echoed = JSON.parse(res.text) as { headers: Record<string, string>; body: string };
      expect(echoed.body).toBe(body.toString());
      expect(echoed.headers["content-length"]).toBe(String(body.length));
      expect(echoed.headers["transfer-encoding"]).toBeUndefined();
    }
  });

  // (Node itself answers a bare 400 to methods it does not know, such as TRACK, and closes a
  // CONNECT's socket: neither reaches a handler.)
  it("answers TRACE with a JSON 405", async () => {
    const res = await send("TRACE", "/api/fonts");
    expect(res.status).toBe(405);
    expect(JSON.parse(res.text).error.code).toBe("method_not_allowed");
  });

  it("turns an error behind it into a JSON 500 without a stack or a path", async () => {
    const res = await send("GET", "/throw");
    expect(res.status).toBe(500);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.text).not.toMatch(/node_modules|\/work\/|at /);
  });
});
