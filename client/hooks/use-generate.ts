// Generation state (docs/product-rules.md, "States"): loading, the list, and the text and slogan of the latest request.
// A failure keeps the old list; the form keeps what the visitor typed.
import { useCallback, useState } from "react";
import { toast } from "sonner";
import type { LogoSuggestion } from "../../shared/schema";
import { ApiRequestError, generateSuggestions, type GenerateInput } from "../api";

export interface Results {
  suggestions: LogoSuggestion[];
  logoText: string;
  slogan?: string;
  generation: number;
}

export function useGenerate() {
  const [loading, setLoading] = useState(false);
  const [results, setResults] = useState<Results | null>(null);
  /** Why the server refused what was typed (4xx), shown by the form; cleared on success. */
  const [error, setError] = useState<string | null>(null);

  const generate = useCallback(async (req: GenerateInput) => {
    setLoading(true);
    try {
      const { suggestions } = await generateSuggestions(req);
      // npm run bench measures from here to the first preview drawn.
      performance.mark("boldmark:suggestions");
      setResults((prev) => ({ suggestions, logoText: req.logoText, slogan: req.slogan || undefined, generation: (prev?.generation ?? 0) + 1 }));
      setError(null);
      toast.success("Logo variations generated!");
    } catch (err) {
      console.error("Generating logos failed", err);
      const refused = err instanceof ApiRequestError && err.status >= 400 && err.status < 500 && err.status !== 429;
      setError(refused ? err.message : null);
      // The server's reason (a refused name, a rate limit) goes under the notice.
      toast.error("Failed to generate logos. Please try again.", err instanceof ApiRequestError ? { description: err.message } : undefined);
    } finally {
      setLoading(false);
    }
  }, []);

  return { loading, results, error, generate };
}
