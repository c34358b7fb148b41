import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { currentClientState, updateClientState } from "./core/clientState";
import { App } from "./app/App";
import { mountOverFirstScreen } from "./app/mountOverFirstScreen";
import { drawnByServer } from "./shared/api/firstScreen";

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
if (root && drawnByServer()) mountOverFirstScreen(root, app);
else if (root) createRoot(root).render(app);
