import { useState } from "react";

/**
 * Whether `value` differs from the one seen at the previous render (false on the first). Lets a
 * component reset its own state when something it follows changes (say, the route) while
 * rendering, the way React recommends, instead of in an effect after a render with stale state:
 * `if (useChanged(pathname)) setOpen(false);`
 */
export function useChanged<T>(value: T): boolean {
  const [seen, setSeen] = useState(value);
  if (Object.is(seen, value)) return false;
  setSeen(value);
  return true;
}
