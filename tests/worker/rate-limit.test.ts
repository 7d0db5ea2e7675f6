// Who a client is, for the rate limits: CF-Connecting-IP only (Cloudflare's edge and npm start's
// server set it from the connection), never X-Real-IP or X-Forwarded-For, and IPv6 per /64.
import { describe, expect, it } from "vitest";
import { clientKey } from "../../worker/rate-limit";
import { request } from "./support/api";

describe("the client key of the rate limits", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2/64"],
    ["2001:db8:1:2::ffff", "2001:db8:1:2/64"],
    ["2001:0DB8:0001:0002:aaaa::1", "2001:db8:1:2/64"],
    ["2001:db8::1", "2001:db8:0:0/64"],
    ["::1", "0:0:0:0/64"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["::FFFF:192.0.2.2", "192.0.2.2"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0/64"],
    ["[2001:db8:1:2::7]", "2001:db8:1:2/64"],
    ["fe80::1%eth0", "fe80:0:0:0/64"],
    ["", "unknown"],
    [undefined, "unknown"],
  ])("%s → %s", (header, key) => {
    expect(clientKey(header)).toBe(key);
  });

  it("counts one IPv6 /64 as one client, and never reads X-Real-IP or X-Forwarded-For", async () => {
    const keys: string[] = [];
    const GENERATE_LIMITER = {
      async limit({ key }: { key: string }) {
        keys.push(key);
        return { success: true };
      },
    } as unknown as RateLimit;
    const generate = (headers: Record<string, string>) =>
      request(
        "/api/generate-logo-suggestions",
        { method: "POST", body: JSON.stringify({ logoText: "Keyed", addSymbol: false }), headers: { "content-type": "application/json", ...headers } },
        { GENERATE_LIMITER },
      );
    for (let i = 1; i <= 3; i++) expect((await generate({ "cf-connecting-ip": `2001:db8:aa:bb::${i}` })).status).toBe(200);
    expect(new Set(keys)).toEqual(new Set(["2001:db8:aa:bb/64"]));
    keys.length = 0;
    // A request without CF-Connecting-IP is "unknown", whatever else it claims (the test helper
    // adds a fresh CF-Connecting-IP unless the header is present, so it is sent empty).
    for (const claim of ["198.51.100.1", "198.51.100.2"]) {
      expect((await generate({ "cf-connecting-ip": "", "x-real-ip": claim, "x-forwarded-for": claim })).status).toBe(200);
    }
    expect(keys).toEqual(["unknown", "unknown"]);
  });
});
