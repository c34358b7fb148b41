// The shell's entry: the styles, then the shell itself. On a page whose first screen the server
// drew, the shell (its code, the WebAssembly core, its messages) is asked for once the page has
// loaded, so on a slow line the pictures the shopper is looking at come first; the server leaves
// the shell's preloads out of such a document (crates/api/src/shell.rs). Elsewhere it starts at once.
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
import { drawnByServer } from "./shared/api/firstScreen";

const start = () => void import("./main");
if (drawnByServer() && document.readyState !== "complete") window.addEventListener("load", start, { once: true });
else start();
