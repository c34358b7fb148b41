import type { RouteObject } from "react-router";
import { Layout } from "../app/layout/Layout";
import { buildRoutes } from "../app/routes";

// A page's tests see it as the shopper does: inside the page frame (header badges, toasts) or
// behind the shop's whole route table. Both are composed in src/app/, which a feature may not
// import (eslint.config.js); its tests reach them through this test support instead.

/** Routes inside the page frame. */
export function inShell(children: RouteObject[]): RouteObject[] {
  return [{ element: <Layout />, children }];
}

/** The shop's route table, frame included. */
export function shopRoutes(): RouteObject[] {
  return buildRoutes();
}
