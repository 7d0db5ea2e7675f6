// The home screen (docs/product-rules.md, "Screens"): generator form, results, footer.
import { lazy, Suspense, use, useEffect, useState, type ComponentProps } from "react";
import { useBench } from "../hooks/use-bench";
import { useGenerate } from "../hooks/use-generate";
import { askedForMarks, seenFonts, seenMarks } from "../workbench";
import { GeneratorForm } from "./generator-form";

// Once loaded, the results render directly: a lazy component would suspend for a tick, and React
// throttles revealing a suspended boundary by ~300 ms, which delayed the first preview.
type ResultsModule = typeof import("./results");
/**
 * The results' code, loaded once, and marked fulfilled when in (React's own mark on a promise it
 * has read: `use` then returns its value at once, without suspending).
 */
let resultsModule: Promise<ResultsModule> | undefined;
const loadResults = () => {
  if (!resultsModule) {
    const loading: Promise<ResultsModule> = import("./results").then((m) => {
      Object.assign(loading, { status: "fulfilled", value: m });
      return m;
    });
    resultsModule = loading;
  }
  return resultsModule;
};

/**
 * The results: drawn at once when their code is in, suspended until it is otherwise. One component
 * at this place either way: switching from a lazy component to the loaded one re-mounted every
 * card at the visitor's first edit, closing the editor they had open.
 */
function ResultsSlot(props: ComponentProps<ResultsModule["default"]>) {
  const { default: Loaded } = use(loadResults());
  return <Loaded {...props} />;
}
const SharedView = lazy(() => import("./shared-view"));

function Skeletons() {
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3" aria-hidden>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="h-[34rem] animate-pulse rounded-2xl border border-gray-200 bg-white p-4">
          <div className="aspect-[2/1] w-full rounded-lg bg-gray-100" />
          <div className="mt-4 h-4 w-2/3 rounded bg-gray-100" />
          <div className="mt-2 h-4 w-1/2 rounded bg-gray-100" />
        </div>
      ))}
    </div>
  );
}

export function HomePage() {
  const { bench, restored, onGenerated, updateCard, clear } = useBench();
  const { loading, error, generate: request } = useGenerate(onGenerated);
  const generate = (req: Parameters<typeof request>[0]) => {
    void loadResults().then((m) => m.warmShaper(req.logoText));
    // Generate again for the same name: the marks and faces already suggested are sent, for new ideas.
    const seen = req.addSymbol ? seenMarks(bench, req.logoText) : [];
    const fonts = seenFonts(bench, req.logoText);
    request({ ...req, ...(seen.length ? { seen } : {}), ...(fonts.length ? { seenFonts: fonts } : {}) });
  };
  const results = bench && bench.cards.length ? { bench, updateCard, onClear: clear } : null;
  const [hash] = useState(() => window.location.hash);
  // The results need the font engine; fetch it while the visitor is still typing.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
    idle(() => void loadResults());
  }, []);
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-slate-50 via-white to-indigo-50">
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-10">
        <header className="mb-8 text-center">
          <img src="/boldmark.svg" alt="Boldmark logo" width={64} height={64} className="mx-auto mb-4" />
          <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">Simple and Bold Logo for Your Startup!</p>
          <h1 className="mt-2 text-3xl font-extrabold text-gray-900 sm:text-4xl">AI-Powered Logo Generator</h1>
          <p className="mt-3 text-gray-600">Enter your brand name and let AI create stunning logo variations</p>
        </header>
        {hash.startsWith("#share=") && (
          <section className="mb-10" aria-labelledby="shared-heading">
            <h2 id="shared-heading" className="mb-4 text-center text-2xl font-bold text-gray-900">
              Shared logo
            </h2>
            <Suspense fallback={<div className="mx-auto h-96 max-w-md animate-pulse rounded-2xl bg-gray-100" />}>
              <SharedView hash={hash} />
            </Suspense>
          </section>
        )}
        <GeneratorForm loading={loading} error={error} onGenerate={generate} restored={restored && bench ? { ...bench, addSymbol: askedForMarks(bench) } : null} />
        <div aria-live="polite" className="sr-only">
          {loading ? "Generating logo variations…" : ""}
        </div>
        {(results || loading) && (
          <section className="mt-12" aria-labelledby="results-heading" aria-busy={loading}>
            <h2 id="results-heading" className="mb-6 text-center text-2xl font-bold text-gray-900">
              Your Logo Variations
            </h2>
            {results ? (
              <Suspense fallback={<Skeletons />}>
                <ResultsSlot {...results} />
              </Suspense>
            ) : (
              <Skeletons />
            )}
          </section>
        )}
      </main>
      <footer className="border-t border-gray-200 py-6 text-center text-sm text-gray-600">
        Made by Boldmark Studio ·{" "}
        <a href="/api/docs" className="underline hover:text-gray-900">
          API
        </a>
      </footer>
    </div>
  );
}
