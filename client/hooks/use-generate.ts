// Generation state (docs/product-rules.md, "States"): loading, and why the server refused what was
// typed. One request per submission: a second press while one runs is ignored (issue 24). A
// failure keeps the cards on screen; the form keeps what the visitor typed.
import { useCallback, useRef, useState } from "react";
import { toast } from "sonner";
import type { LogoSuggestion } from "../../shared/schema";
import { ApiRequestError, generateSuggestions, type GenerateInput } from "../api";

export function useGenerate(onGenerated: (suggestions: LogoSuggestion[], req: GenerateInput) => void) {
  const [loading, setLoading] = useState(false);
  /** Why the server refused what was typed (4xx), and the field it concerns; cleared on success. */
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const running = useRef(false);

  const generate = useCallback(
    async (req: GenerateInput) => {
      if (running.current) return;
      running.current = true;
      setLoading(true);
      try {
        const { suggestions } = await generateSuggestions(req);
        // npm run bench measures from here to the first preview drawn.
        performance.mark("boldmark:suggestions");
        onGenerated(suggestions, req);
        setError(null);
        toast.success("Logo variations generated!");
      } catch (err) {
        console.error("Generating logos failed", err);
        const status = err instanceof ApiRequestError ? err.status : 0;
        if (status === 429) {
          setError(null);
          toast.error("Too many logos at once. Please wait a minute before generating again.", { description: (err as ApiRequestError).message });
        } else if (status >= 400 && status < 500) {
          // A refusal retrying cannot fix: say what to change, on the form, not "try again".
          setError({ message: (err as ApiRequestError).message, field: (err as ApiRequestError).field });
          toast.error("These logos cannot be made from what was typed.", { description: (err as ApiRequestError).message });
        } else {
          setError(null);
          toast.error("Failed to generate logos. Please try again.", err instanceof ApiRequestError ? { description: err.message } : undefined);
        }
      } finally {
        running.current = false;
        setLoading(false);
      }
    },
    [onGenerated],
  );

  return { loading, error, generate };
}
