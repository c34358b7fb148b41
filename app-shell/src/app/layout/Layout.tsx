import { Suspense, useDeferredValue } from "react";
import { FormattedMessage } from "react-intl";
import { Outlet } from "react-router";
import { drawnByServer } from "../../shared/api/firstScreen";
import { Preloader } from "../../shared/ui/Preloader";
import { ToastProvider } from "../../shared/ui/Toast";
import { TopBar } from "../../features/topbar/TopBar";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { ScrollToTop } from "./ScrollToTop";
import { StartupPreloader } from "./StartupPreloader";
import { ThirdPartyScripts } from "./ThirdPartyScripts";

export function Layout() {
  // The footer is below every first screen: it comes in a render of its own, after the page's.
  const withFooter = useDeferredValue(true, false);
  return (
    <ToastProvider>
      <div className="app">
        <a className="skip-link" href="#main">
          <FormattedMessage id="nav.skip" />
        </a>
        <TopBar />
        <Header />
        <main className="main container" id="main" tabIndex={-1}>
          {/* Around the outlet, not each route: a navigation (a transition) keeps the current
              screen until the next one's chunk has loaded; only a first visit shows the spinner. */}
          <Suspense fallback={<Preloader inline />}>
            <Outlet />
          </Suspense>
        </main>
        {withFooter && <Footer />}
        <ScrollToTop />
      </div>
      <ThirdPartyScripts />
      {/* Over a page the server drew, a fading cover would hide what is already read. */}
      {!drawnByServer() && <StartupPreloader />}
    </ToastProvider>
  );
}

