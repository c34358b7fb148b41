import type { Product } from "./api";

export interface CardImage {
  src: string;
  srcSet?: string;
}

/** The resized copies the server makes (300 and 600 px wide), for a card's `srcset`. */
export function cardImage(product: Product): CardImage | undefined {
  const image = product.base_image ?? product.images?.[0];
  if (!image) return undefined;
  const small = image.small_image_url ?? undefined;
  const medium = image.medium_image_url ?? undefined;
  const src = medium ?? small ?? image.large_image_url ?? image.original_image_url ?? undefined;
  if (!src) return undefined;
  const srcSet = small && medium ? `${small} 300w, ${medium} 600w` : undefined;
  return { src, srcSet };
}

export function thumbnail(product: Product): string | undefined {
  const image = product.base_image ?? product.images?.[0];
  return image?.small_image_url ?? image?.medium_image_url ?? image?.original_image_url ?? undefined;
}

/**
 * The key of the product's page: its url key, or for a variant (which has none and no page of
 * its own) its product's id, which the product call takes too.
 */
export function productSlug(product: Pick<Product, "id" | "parent_id" | "url_key">): string {
  return product.url_key ?? String(product.parent_id ?? product.id);
}

export function productHref(product: Product): string {
  return `/shop/products/${encodeURIComponent(productSlug(product))}/-1`;
}
