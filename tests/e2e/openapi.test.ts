// The served OpenAPI document, checked by a validator we did not write (it needs Node's file system).
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { baseURL } from "./browser";

describe("GET /api/openapi.json on the running app", () => {
  it("passes an independent OpenAPI 3.1 validator", async () => {
    const res = await fetch(`${baseURL()}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });
});
