import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
// Only the scripts the shop is written in: Latin, Cyrillic and Armenian, in three weights.
import "@fontsource/noto-sans/latin-400.css";
import "@fontsource/noto-sans/latin-600.css";
import "@fontsource/noto-sans/latin-700.css";
import "@fontsource/noto-sans/cyrillic-400.css";
import "@fontsource/noto-sans/cyrillic-600.css";
import "@fontsource/noto-sans/cyrillic-700.css";
import "@fontsource/noto-sans-armenian/armenian-400.css";
import "@fontsource/noto-sans-armenian/armenian-600.css";
import "@fontsource/noto-sans-armenian/armenian-700.css";
import "@style/main.scss";
import { currentClientState } from "./core/clientState";
import { App } from "./app/App";

document.documentElement.lang = currentClientState().locale;

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
