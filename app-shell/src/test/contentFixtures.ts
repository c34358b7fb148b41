import type { BlogPost, CmsPage, MenuItem, SocialLink, Store } from "../features/content/api";

// Content answers shaped like the server's (the generated types): menus, pages, posts, stores.

export function menuItem(id: number, name: string, overrides: Partial<MenuItem> = {}): MenuItem {
  const urlKey = overrides.url_key === undefined ? name.toLowerCase().replace(/\s+/g, "-") : overrides.url_key;
  return {
    id,
    name,
    type: "header",
    status: 1,
    position: id,
    page_id: id,
    url_key: urlKey,
    "custom-url": null,
    translations: [{ locale: "hy", name }],
    pages: [],
    childs: [],
    links: { first: urlKey ? `/page/${urlKey}` : `/page/${id}` },
    ...overrides,
  };
}

export const HEADER_MENU: MenuItem[] = [
  menuItem(1, "Մեր մասին", { url_key: "about-us" }),
  menuItem(2, "Բոնուսային համակարգ", { url_key: "bonus-system" }),
  menuItem(3, "Օգնություն", {
    url_key: "faq",
    childs: [menuItem(4, "Առաքում", { url_key: "delivery" }), menuItem(5, "Վճարման եղանակներ", { url_key: "payment-methods" })],
  }),
  // The blog has its own nav entry.
  menuItem(6, "Բլոգ", { url_key: "blog" }),
];

const FOOTER_NAMES = ["Մեր մասին", "Առաքում", "Վճարման եղանակներ", "Վերադարձ", "Բոնուսներ", "Հարցեր", "Դարձեք վաճառող"];

/** Seven footer links, the last one by page id only. */
export const FOOTER_MENU: MenuItem[] = [
  ...FOOTER_NAMES.map((name, index) => menuItem(10 + index, name, { type: "footer", url_key: `footer-${index + 1}` })),
  menuItem(20, "Պայմաններ", { type: "footer", url_key: null, page_id: 18 }),
];

export const MENUS: MenuItem[] = [...HEADER_MENU, ...FOOTER_MENU];

export const SOCIAL: SocialLink[] = [
  { id: 1, link: "https://www.facebook.com/shuka.am", icon: "facebook.svg", icon_url: "/storage/icons/facebook.svg" },
  { id: 2, link: "https://t.me/shuka_am", icon: "telegram.svg", icon_url: "/storage/icons/telegram.svg" },
];

export function cmsPage(urlKey: string, overrides: Partial<CmsPage> = {}): CmsPage {
  return {
    id: 6,
    page_id: 6,
    url_key: urlKey,
    "custom-url": null,
    page_title: "Գաղտնիության քաղաքականություն",
    title: "Գաղտնիության քաղաքականություն",
    meta_title: "",
    meta_description: "",
    meta_keywords: "",
    locale: "hy",
    links: { first: `/page/${urlKey}` },
    translations: [{ locale: "hy", page_title: "Գաղտնիության քաղաքականություն", url_key: urlKey }],
    created_at: "2025-01-10T10:00:00Z",
    updated_at: "2025-01-10T10:00:00Z",
    html_content:
      '<h2>Գաղտնիության քաղաքականություն</h2><p>Մենք հավաքում ենք միայն անհրաժեշտ տվյալները։</p><p><a href="/contact-us">Կապ մեզ հետ</a></p>',
    ...overrides,
  };
}

export function post(id: number, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id,
    url_key: `post-${id}`,
    title: `Հրապարակում ${id}`,
    blog_title: `Հրապարակում ${id}`,
    image: `blog/post-${id}.jpg`,
    image_url: `/storage/blog/post-${id}.jpg`,
    medium_image_url: `/cache/medium/blog/post-${id}.jpg`,
    large_image_url: `/cache/large/blog/post-${id}.jpg`,
    created_at: "2026-11-17T21:55:08Z",
    html_content: `<p>Հրապարակման ${id} տեքստը՝ խորհուրդներ գնորդների համար։</p>`,
    ...overrides,
  };
}

export function blogAnswer(total: number, page = 1, perPage = 10) {
  const first = (page - 1) * perPage + 1;
  const count = Math.max(0, Math.min(perPage, total - first + 1));
  return {
    data: Array.from({ length: count }, (_, index) => post(first + index)),
    current_page: page,
    setTotal: total,
    total,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** 70 characters: above the expander's 60. */
export const LONG_DESCRIPTION =
  "Տղամարդու և կանացի հագուստ Երևանի մեր արտադրամասից՝ 1998 թվականից։ Կարում ենք բնական բամբակից և վուշից, առաքում ենք ամբողջ Հայաստանում։";

export const ARARAT: Store = {
  id: 1,
  url: "ararat-textile",
  logo: "sellers/ararat-textile.jpg",
  logo_url: "/storage/sellers/ararat-textile.jpg",
  shop_title: "Արարատ Տեքստիլ",
  description: LONG_DESCRIPTION,
};

export const MASIS: Store = {
  id: 3,
  url: "masis-tools",
  logo: null,
  logo_url: null,
  shop_title: "Մասիս Գործիքներ",
  description: "Գործիքներ տան համար։",
};
