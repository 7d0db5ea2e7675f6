// The renderer's version: part of every export's identity (its strong ETag and edge-cache key), so
// a browser or the edge never keeps bytes the renderer no longer draws. Bump it in the same change
// that alters any export's bytes; tests/worker/renderer-version.test.ts hashes a fixed set of
// exports and fails when their bytes change under the same version.
export const RENDERER_VERSION = "15";
