/** The spinner. By default it covers the whole window (while the translations load); `inline`
 * it fills the page's main area only, under the header (while a route's screen loads). */
export function Preloader({ inline = false }: { inline?: boolean }) {
  return (
    <div
      className={inline ? "preloader preloader--inline" : "preloader"}
      role="progressbar"
      aria-busy="true"
      data-testid={inline ? "route-loading" : undefined}
    />
  );
}
