// The home screen (SPEC §2): generator form, results, footer.
export function HomePage() {
  return (
    <div className="min-h-screen bg-gradient-to-br from-slate-50 via-white to-indigo-50">
      <main className="mx-auto max-w-7xl px-4 py-10">
        <header className="mb-8 text-center">
          <img src="/boldmark.svg" alt="Boldmark logo" width={64} height={64} className="mx-auto mb-4" />
          <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">Simple and Bold Logo for Your Startup!</p>
          <h1 className="mt-2 text-4xl font-extrabold text-gray-900">AI-Powered Logo Generator</h1>
          <p className="mt-3 text-gray-600">Enter your brand name and let AI create stunning logo variations</p>
        </header>
      </main>
      <footer className="border-t py-6 text-center text-sm text-gray-600">Made by Boldmark Studio</footer>
    </div>
  );
}
