// The first screen the server drew into the document (crates/api/src/first_screen): whether
// there is one, and the API answers it was drawn from, which the shell's first calls take
// instead of asking the network again.

const ANSWERS_ID = "first-screen-answers";

let answers: Map<string, unknown> | undefined;

function embeddedAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const block = typeof document === "undefined" ? null : document.getElementById(ANSWERS_ID);
  if (block?.textContent) {
    try {
      for (const [key, value] of Object.entries(JSON.parse(block.textContent) as Record<string, unknown>)) answers.set(key, value);
    } catch {
      // A block that does not read only costs the head start: the calls go to the network.
    }
  }
  return answers;
}

/** `path?query` with the parameters sorted by name: the key the server wrote each answer under
 * (`answer_key` in crates/api/src/first_screen/answers.rs). */
export function answerKey(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  params.sort();
  const query = params.toString();
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}

/** The embedded answer to `GET url`, once: a later call (a refetch) asks the network. */
export function takeFirstScreenAnswer(url: string): unknown {
  const map = embeddedAnswers();
  const key = answerKey(url);
  if (!map.has(key)) return undefined;
  const answer = map.get(key);
  map.delete(key);
  return answer;
}

/** Whether the server drew this page's first screen (the shell then mounts over it). */
export function drawnByServer(): boolean {
  return typeof document !== "undefined" && document.getElementById("root")?.hasAttribute("data-first-screen") === true;
}
