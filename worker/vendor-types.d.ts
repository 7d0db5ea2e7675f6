// Types for dependencies that ship none.
declare module "regenerator-runtime" {
  const runtime: unknown;
  export default runtime;
}
