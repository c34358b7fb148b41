import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider, createBrowserRouter } from "react-router";
import { I18nProvider } from "../shared/i18n/I18nProvider";
import { queryClient } from "./queryClient";
import { buildRoutes } from "./routes";
const router = createBrowserRouter(buildRoutes());

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>
  );
}
