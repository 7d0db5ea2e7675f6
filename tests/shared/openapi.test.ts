import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "../../worker/openapi";

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(openApiDocument("https://boldmark.example") as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("describes request bodies from the same schemas the routes validate with", () => {
    const doc = openApiDocument();
    const gen = doc.components.schemas.GenerateRequest as { required: string[]; properties: Record<string, { maxLength?: number; pattern?: string }> };
    expect(gen.required).toEqual(["logoText", "addSymbol"]);
    expect(gen.properties.logoText!.maxLength).toBe(48);
    expect(gen.properties.slogan!.maxLength).toBe(80);
    expect(gen.properties.preferredColor!.pattern).toBe("^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$");
  });
});
