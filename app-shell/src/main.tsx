import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { currentClientState, updateClientState } from "./core/clientState";
import { App } from "./app/App";
import { mountOverFirstScreen } from "./app/mountOverFirstScreen";
import { queryClient } from "./app/queryClient";
import { drawnByServer } from "./shared/api/firstScreen";
import { translationsQuery } from "./shared/i18n/translations";

// A link to a page in another language (the hreflang alternates) opens it in that language.
const requestedLocale = new URLSearchParams(window.location.search).get("locale");
if (requestedLocale) updateClientState((store) => store.setLocale(requestedLocale));
document.documentElement.lang = currentClientState().locale;

const root = document.getElementById("root");
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Over a drawn page the messages come first: everything renders under them, and the first
// render (in a transition, in slices) then holds the whole page; an answer arriving after it
// would re-render the page in one blocking piece. Meanwhile the browser loads its data for the
// shopper's language in a task of its own: react-intl's first use would otherwise add that to
// the render's.
if (root && drawnByServer()) {
  const locale = document.documentElement.lang;
  const localeData = new Promise<string[]>((loaded) => window.setTimeout(() => loaded(Intl.NumberFormat.supportedLocalesOf(locale))));
  void Promise.all([queryClient.prefetchQuery(translationsQuery), localeData]).then(() => mountOverFirstScreen(root, app));
} else if (root) {
  createRoot(root).render(app);
}
