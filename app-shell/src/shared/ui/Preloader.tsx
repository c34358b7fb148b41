export function Preloader() {
  return <div className="preloader" role="progressbar" aria-busy="true" />;
}
