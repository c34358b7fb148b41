import { QueryClient } from "@tanstack/react-query";

/** The shell's one query cache (the first screen's mount also watches it settle, `main.tsx`). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});
