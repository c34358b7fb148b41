import type { GalleryImage } from "../../shared/catalog/api";
import type { AttributeOption, ConfigurableAttribute, ConfigurableConfig, ProductDetail } from "./api";

// Which variant the shopper's choices point at, read from the configurable config's `index`
// (variant id → {attribute id → option id}). No prices here: those stay decimal strings that
// the core reads.

/** Attribute id → chosen option id. */
export type Selection = Readonly<Record<number, number>>;

export type OptionState = { disabled: false } | { disabled: true; reason: "out_of_stock" | "unavailable" };

function isOutOfStock(config: ConfigurableConfig, variantId: string): boolean {
  return (config.out_of_stock ?? []).some((id) => String(id) === variantId);
}

/** Whether a variant's options agree with every choice (leaving out `except`'s own choice). */
function agrees(combo: Record<string, number>, selection: Selection, except?: number): boolean {
  return Object.entries(selection).every(([attribute, option]) => Number(attribute) === except || combo[attribute] === option);
}

/**
 * An option can be chosen when some variant in stock carries it together with the other
 * attributes' current choices. Otherwise it is disabled: "out_of_stock" when such variants
 * exist but none can be bought, "unavailable" when the combination does not exist at all.
 */
export function optionState(config: ConfigurableConfig, selection: Selection, attributeId: number, optionId: number): OptionState {
  let exists = false;
  for (const [variantId, combo] of Object.entries(config.index)) {
    if (combo[attributeId] !== optionId || !agrees(combo, selection, attributeId)) continue;
    exists = true;
    if (!isOutOfStock(config, variantId)) return { disabled: false };
  }
  return { disabled: true, reason: exists ? "out_of_stock" : "unavailable" };
}

/** Choosing an option; choosing the chosen one again clears it. */
export function choose(selection: Selection, attributeId: number, optionId: number): Selection {
  const next: Record<number, number> = { ...selection };
  if (next[attributeId] === optionId) delete next[attributeId];
  else next[attributeId] = optionId;
  return next;
}

export function missingAttributes(config: ConfigurableConfig, selection: Selection): ConfigurableAttribute[] {
  return config.attributes.filter((attribute) => selection[attribute.id] === undefined);
}

/** The variant every attribute's choice points at, once all are chosen. */
export function chosenVariant(config: ConfigurableConfig, selection: Selection): number | undefined {
  if (missingAttributes(config, selection).length > 0) return undefined;
  const found = Object.entries(config.index).find(([, combo]) => agrees(combo, selection));
  return found ? Number(found[0]) : undefined;
}

/**
 * The variant whose pictures the gallery shows: the chosen one, or while choosing, the first
 * variant (in stock first) that agrees with the choices so far; none before any choice.
 */
export function leadVariant(config: ConfigurableConfig, selection: Selection): number | undefined {
  if (Object.keys(selection).length === 0) return undefined;
  const agreeing = Object.entries(config.index).filter(([, combo]) => agrees(combo, selection));
  const best = agreeing.find(([id]) => !isOutOfStock(config, id)) ?? agreeing[0];
  return best ? Number(best[0]) : undefined;
}

export function variantInStock(config: ConfigurableConfig, variantId: number): boolean {
  return !isOutOfStock(config, String(variantId));
}

export function optionLabel(option: AttributeOption): string {
  return option.label || String(option.id);
}

export function attributeLabel(attribute: ConfigurableAttribute): string {
  return attribute.label || attribute.code;
}

export function isColour(attribute: ConfigurableAttribute): boolean {
  return attribute.swatch_type === "color" || (attribute.swatch_type == null && attribute.code === "color");
}

function imageKey(image: GalleryImage): string {
  return image.original_image_url ?? image.url ?? image.path ?? image.large_image_url ?? image.small_image_url ?? "";
}

/**
 * Every picture of the product once: its own images, then each variant's (a colour's picture
 * is shared by all its sizes). A product without images falls back to its base image.
 */
export function galleryImages(product: ProductDetail, config: ConfigurableConfig | undefined): GalleryImage[] {
  const own: GalleryImage[] = product.images?.length ? product.images : product.base_image ? [product.base_image] : [];
  const all = [...own, ...Object.values(config?.variant_images ?? {}).flat()];
  const seen = new Set<string>();
  return all.filter((image) => {
    const key = imageKey(image);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Where a variant's first picture is in the gallery, or undefined when it has none. */
export function variantImageIndex(images: GalleryImage[], config: ConfigurableConfig | undefined, variantId: number | undefined): number | undefined {
  if (variantId === undefined || !config) return undefined;
  const first = config.variant_images[String(variantId)]?.[0];
  if (!first) return undefined;
  const index = images.findIndex((image) => imageKey(image) === imageKey(first));
  return index >= 0 ? index : undefined;
}
