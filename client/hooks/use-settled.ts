// A value that follows another once it has rested for `ms`: the icon search waits for the visitor
// to pause typing, the in-use gallery for the colour picker to rest.
import { useEffect, useState } from "react";

/** `value`, once `key` (the value itself by default; a string for objects) has not changed for `ms`. */
export function useSettled<T>(value: T, ms: number, key: unknown = value): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [key, ms]); // eslint-disable-line react-hooks/exhaustive-deps
  return settled;
}
