import { Outlet } from "react-router";
import { TopBar } from "../topbar/TopBar";
import { Header } from "./Header";
import { Footer } from "./Footer";

export function Layout() {
  return (
    <div className="app">
      <TopBar />
      <Header />
      <main className="main container" id="main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
