// Cross-cutting request checks that run before any route.
import { createMiddleware } from "hono/factory";
import { LIMITS } from "../shared/schema";
import { ApiError } from "./errors";

/** Refuses a declared body over the limit before routing (readJson also counts streamed bytes). */
export const declaredBodyLimit = createMiddleware(async (c, next) => {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > LIMITS.bodyBytes) {
    throw new ApiError(413, "body_too_large", `The request body must be at most ${LIMITS.bodyBytes / 1024} KiB.`);
  }
  await next();
});
