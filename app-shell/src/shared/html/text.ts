/**
 * Elements whose text stands apart from the next element's: a space after each keeps
 * "…աճել։</p><p>Ջրեք…" as two sentences when the HTML becomes one line of text.
 */
const SEPARATE_BLOCKS = "p,div,li,dt,dd,h1,h2,h3,h4,h5,h6,blockquote,pre,tr,td,th,section,article,figcaption";

/**
 * The text of the server's (sanitised) HTML on one line, for excerpts, descriptions and labels:
 * read without running or loading anything, paragraphs and line breaks kept apart by a space.
 */
export function htmlText(html: string | null | undefined): string {
  if (!html) return "";
  const body = new DOMParser().parseFromString(html, "text/html").body;
  body.querySelectorAll("br").forEach((br) => br.replaceWith(" "));
  body.querySelectorAll(SEPARATE_BLOCKS).forEach((block) => block.append(" "));
  return (body.textContent ?? "").replace(/\s+/g, " ").trim();
}
