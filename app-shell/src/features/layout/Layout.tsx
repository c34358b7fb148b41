import { Outlet } from "react-router";
import { ToastProvider } from "../../shared/ui/Toast";
import { TopBar } from "../topbar/TopBar";
import { Header } from "./Header";
import { Footer } from "./Footer";

export function Layout() {
  return (
    <ToastProvider>
      <div className="app">
        <TopBar />
        <Header />
        <main className="main container" id="main">
          <Outlet />
        </main>
        <Footer />
      </div>
    </ToastProvider>
  );
}
