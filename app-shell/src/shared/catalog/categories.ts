import { departmentsOrder } from "../../core";
import type { Category } from "./api";

/** The categories from the root down to the one with `slug`, or an empty list. */
export function pathTo(tree: Category[], slug: string): Category[] {
  for (const category of tree) {
    if (category.slug === slug) return [category];
    const below = pathTo(category.children ?? [], slug);
    if (below.length > 0) return [category, ...below];
  }
  return [];
}

export function pathToId(tree: Category[], id: string | null): Category[] {
  if (id === null) return [];
  for (const category of tree) {
    if (String(category.id) === id) return [category];
    const below = pathToId(category.children ?? [], id);
    if (below.length > 0) return [category, ...below];
  }
  return [];
}

/** Top-level categories in the shop's departments order (core `departmentsOrder`). */
export function inDepartmentsOrder(roots: Category[]): Category[] {
  return Array.from(departmentsOrder(roots.map((category) => category.slug)), (index) => roots[index]);
}
