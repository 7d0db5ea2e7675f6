// The 404 page (docs/product-rules.md, "Screens"): logs the unknown path and links home.
import { useEffect } from "react";
import { Link, useLocation } from "wouter";

export function NotFound() {
  const [path] = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", path);
  }, [path]);
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-100">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold">404</h1>
        <p className="mb-4 text-xl text-gray-600">Oops! Page not found</p>
        <Link href="/" className="text-blue-700 underline hover:text-blue-900">
          Return to Home
        </Link>
      </div>
    </main>
  );
}
