//! Small rules about what a screen shows: home blocks, pagination, expanders, carousels,
//! scroll-to-top, search triggers, account links and dates.

/// The home page's product blocks, in order.
/// The shop's name as each language writes it: page titles, mails.
pub fn shop_name(locale: crate::locale::Locale) -> &'static str {
    locale.pick("Շուկա", "Шука", "Shuka")
}

pub const HOME_POSITIONS: [&str; 13] = [
    "position_first",
    "position_second",
    "position_third",
    "position_fourth",
    "position_fifth",
    "position_sixth",
    "position_seventh",
    "position_eighth",
    "position_ninth",
    "position_tenth",
    "position_eleventh",
    "position_twelfth",
    "position_thirteenth",
];

/// Blocks 4 to 13 (1-based) appear only with more than 2 products; the first three appear
/// whenever they hold anything.
pub fn home_block_visible(position: usize, product_count: usize) -> bool {
    if position <= 3 {
        product_count > 0
    } else {
        product_count > 2
    }
}

/// Products per page on the category, new-collection, sales and store pages.
pub const CATALOG_PAGE_SIZE: u32 = 24;
/// Featured products on the home page.
pub const FEATURED_LIMIT: u32 = 8;
/// Products per home block.
pub const HOME_PRODUCTS_LIMIT: u32 = 10;

/// The top of a price slider: the maximum price rounded up to a power-of-ten step
/// (12,345 → 20,000; 870 → 900), so the range reads as round numbers.
pub fn price_range_ceiling(max_price: u64) -> u64 {
    if max_price == 0 {
        return 0;
    }
    let step = 10u64.pow(max_price.ilog10());
    max_price.div_ceil(step) * step
}

/// Blog pagination appears only above 10 posts.
pub fn blog_pagination_visible(total: u64) -> bool {
    total > 10
}

/// Product-list pagination appears only above 11 products.
pub fn product_pagination_visible(total: u64) -> bool {
    total > 11
}

/// How many page links the order history shows on each side of the current page.
pub const ORDER_HISTORY_SIBLINGS: u32 = 10;

/// The order history's pager counts to `last_page + 1`, exclusive: its page links are
/// `1..=last_page`, and it appears only when there is more than one page.
pub fn order_history_pages(last_page: u32, current: u32) -> Vec<u32> {
    let end = last_page + 1;
    if end <= 2 {
        return Vec::new();
    }
    let first = current.saturating_sub(ORDER_HISTORY_SIBLINGS).max(1);
    let last = (current + ORDER_HISTORY_SIBLINGS).min(end - 1);
    (first..=last).collect()
}

/// One link of the product pager.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(untagged)]
pub enum PageLink {
    Page(u32),
    /// Pages left out between two links ("…").
    #[serde(serialize_with = "gap")]
    Gap,
}

fn gap<S: serde::Serializer>(serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str("gap")
}

/// The product pager's links: the first and last page and the current one with its
/// neighbours, gaps between; empty when the pager is not shown (11 products or fewer, or a
/// single page).
pub fn product_page_links(total: u64, per_page: u32, current: u32) -> Vec<PageLink> {
    let last = page_count(total, per_page).min(u64::from(u32::MAX)) as u32;
    if !product_pagination_visible(total) || last <= 1 {
        return Vec::new();
    }
    let current = current.clamp(1, last);
    let mut pages: Vec<u32> = vec![1, last, current.saturating_sub(1), current, current + 1];
    pages.retain(|p| (1..=last).contains(p));
    pages.sort_unstable();
    pages.dedup();
    let mut links = Vec::with_capacity(pages.len() * 2);
    for (i, page) in pages.iter().enumerate() {
        if i > 0 && page - pages[i - 1] > 1 {
            links.push(PageLink::Gap);
        }
        links.push(PageLink::Page(*page));
    }
    links
}

/// Number of pages for `total` items at `per_page` a page.
pub fn page_count(total: u64, per_page: u32) -> u64 {
    if per_page == 0 {
        0
    } else {
        total.div_ceil(u64::from(per_page))
    }
}

/// Descriptions longer than 60 characters get an expand arrow (characters, not bytes:
/// Armenian letters take two bytes each) when collapsing them hides something worth opening.
pub const EXPANDER_THRESHOLD: usize = 60;
/// Fewer hidden characters than this are shown rather than put behind an arrow: opening a
/// description to read "թվականից։" is no help.
pub const EXPANDER_MIN_HIDDEN: usize = 20;

/// Where the collapsed text ends: after the last whole word that fits in the threshold (a word
/// longer than the whole threshold is cut), and how many characters that hides.
fn collapse_point(description: &str) -> Option<(String, usize)> {
    let total = description.chars().count();
    if total <= EXPANDER_THRESHOLD {
        return None;
    }
    let head: String = description.chars().take(EXPANDER_THRESHOLD).collect();
    let next_is_break = description.chars().nth(EXPANDER_THRESHOLD).is_some_and(char::is_whitespace);
    let kept = if next_is_break {
        head.trim_end()
    } else {
        match head.rfind(char::is_whitespace) {
            Some(space) => head[..space].trim_end(),
            None => head.as_str(),
        }
    };
    let kept = kept.trim_end_matches([',', ';', ':', '-', '—', '–', '՝']).trim_end();
    let hidden = total - kept.chars().count();
    Some((kept.to_string(), hidden))
}

pub fn needs_expander(description: &str) -> bool {
    collapse_point(description.trim()).is_some_and(|(_, hidden)| hidden >= EXPANDER_MIN_HIDDEN)
}

/// The collapsed description: whole words up to the threshold, with an ellipsis; the whole
/// description when the arrow would hide too little.
pub fn collapsed_description(description: &str) -> String {
    let description = description.trim();
    match collapse_point(description) {
        Some((kept, hidden)) if hidden >= EXPANDER_MIN_HIDDEN => format!("{kept}…"),
        _ => description.to_string(),
    }
}

/// Product carousels show arrows only with more than 7 products.
pub fn carousel_arrows_visible(product_count: usize) -> bool {
    product_count > 7
}

/// How many brands the brand carousel shows at a viewport width (5, 4, 3, 2 or 1).
pub fn brand_carousel_items(viewport_width: u32) -> u32 {
    match viewport_width {
        w if w >= 1200 => 5,
        w if w >= 992 => 4,
        w if w >= 768 => 3,
        w if w >= 576 => 2,
        _ => 1,
    }
}

/// Cross-sale products are fetched 5 at a time and the last 2 are dropped.
pub const CROSS_SALE_FETCH_LIMIT: u32 = 5;
pub fn cross_sale_shown<T>(fetched: &[T]) -> &[T] {
    &fetched[..fetched.len().saturating_sub(2)]
}

/// The scroll-to-top button appears after 300 px of scrolling.
pub const SCROLL_TO_TOP_THRESHOLD: f64 = 300.0;
pub fn scroll_to_top_visible(scroll_y: f64) -> bool {
    scroll_y > SCROLL_TO_TOP_THRESHOLD
}

/// Search runs (and Enter navigates) only for non-empty text.
pub fn search_allowed(text: &str) -> bool {
    !text.trim().is_empty()
}

/// Search result limits: the header asks for 10, everything else for 100 by default.
pub const HEADER_SEARCH_LIMIT: u32 = 10;
pub const DEFAULT_SEARCH_LIMIT: u32 = 100;

/// A CMS page's or post's HTML without a leading heading (h1 to h3) that only repeats its title,
/// which the page already shows as its own heading (compared without case and extra spaces).
pub fn without_repeated_title<'a>(html: &'a str, title: &str) -> &'a str {
    let same = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase();
    let start = html.trim_start();
    let level = ["<h1", "<h2", "<h3"].iter().position(|tag| start.get(..3).is_some_and(|head| head.eq_ignore_ascii_case(tag)));
    let Some(level) = level else { return html };
    let after_name = &start[3..];
    if !after_name.starts_with(['>', ' ', '\t', '\n']) || title.trim().is_empty() {
        return html;
    }
    let close = format!("</h{}>", level + 1);
    let Some(open_end) = after_name.find('>') else { return html };
    let body = &after_name[open_end + 1..];
    let Some(end) = body.to_ascii_lowercase().find(&close) else { return html };
    let inner = &body[..end];
    let mut text = String::new();
    let mut in_tag = false;
    for ch in inner.chars() {
        match ch {
            '<' => in_tag = true,
            '>' => in_tag = false,
            _ if !in_tag => text.push(ch),
            _ => {}
        }
    }
    let text = text
        .replace("&nbsp;", " ")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&");
    if same(&text) == same(title) {
        &body[end + close.len()..]
    } else {
        html
    }
}

/// The account icon leads to the profile when signed in, else to registration.
pub fn account_icon_target(authenticated: bool) -> &'static str {
    if authenticated {
        "/account/profile"
    } else {
        "/account/register"
    }
}

/// Rewards can be used at checkout only when the balance is above 0.
pub fn rewards_usable(balance: i64) -> bool {
    balance > 0
}

/// The day an order, a bonus entry or a blog post is dated: the shop's day (Yerevan's) of its
/// stored UTC `created_at`, so a post published from the start of its day shows that day; a
/// stamp in another form shows its first 10 characters.
pub fn order_date(created_at: &str) -> String {
    crate::calendar::shop_day_of(created_at).unwrap_or_else(|| created_at.chars().take(10).collect())
}

/// CMS pages whose breadcrumb has a fixed label: the translation id to use for it.
pub fn cms_breadcrumb_label_id(url_key: &str) -> Option<&'static str> {
    match url_key {
        "bonus-system" => Some("breadcrumb.bonus_system"),
        "ogtagorcman-paymanner" => Some("breadcrumb.privacy_policy"),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_four_to_thirteen_need_more_than_two_products() {
        assert!(home_block_visible(1, 1));
        assert!(!home_block_visible(1, 0));
        assert!(!home_block_visible(4, 2));
        assert!(home_block_visible(4, 3));
        assert!(!home_block_visible(13, 2));
        assert_eq!(HOME_POSITIONS.len(), 13);
        assert_eq!(HOME_POSITIONS[12], "position_thirteenth");
    }

    #[test]
    fn pagination_thresholds() {
        assert!(!blog_pagination_visible(10));
        assert!(blog_pagination_visible(11));
        assert!(!product_pagination_visible(11));
        assert!(product_pagination_visible(12));
        assert_eq!(page_count(25, 24), 2);
        assert_eq!(page_count(0, 24), 0);
    }

    #[test]
    fn price_range_rounds_up_to_a_power_of_ten_step() {
        assert_eq!(price_range_ceiling(12_345), 20_000);
        assert_eq!(price_range_ceiling(870), 900);
        assert_eq!(price_range_ceiling(1_000), 1_000);
        assert_eq!(price_range_ceiling(7), 7);
        assert_eq!(price_range_ceiling(0), 0);
        assert_eq!((CATALOG_PAGE_SIZE, FEATURED_LIMIT, HOME_PRODUCTS_LIMIT), (24, 8, 10));
    }

    #[test]
    fn product_pager_links_with_gaps() {
        use PageLink::*;
        assert_eq!(product_page_links(11, 6, 1), vec![], "11 products or fewer: no pager");
        assert_eq!(product_page_links(30, 24, 1), vec![Page(1), Page(2)]);
        assert_eq!(product_page_links(240, 24, 5), vec![Page(1), Gap, Page(4), Page(5), Page(6), Gap, Page(10)]);
        assert_eq!(product_page_links(240, 24, 99), vec![Page(1), Gap, Page(9), Page(10)], "a page past the end shows the last");
        assert_eq!(product_page_links(12, 24, 1), vec![], "one page needs no pager");
        assert_eq!(serde_json::to_value(product_page_links(72, 24, 1)).unwrap(), serde_json::json!([1, 2, 3]));
        assert_eq!(serde_json::to_value([Gap]).unwrap(), serde_json::json!(["gap"]));
    }

    #[test]
    fn order_history_counts_to_last_page_plus_one_exclusive() {
        assert_eq!(order_history_pages(1, 1), Vec::<u32>::new());
        assert_eq!(order_history_pages(3, 1), vec![1, 2, 3]);
        assert_eq!(order_history_pages(30, 15), (5..=25).collect::<Vec<_>>());
    }

    #[test]
    fn expander_counts_characters_not_bytes() {
        let armenian_60 = "ա".repeat(60);
        assert!(!needs_expander(&armenian_60), "60 Armenian letters are 120 bytes but no expander");
        assert!(needs_expander(&"ա".repeat(81)));
        assert_eq!(collapsed_description(&"բ".repeat(90)).chars().count(), 61, "one long word is cut where it must be");
        assert_eq!(collapsed_description("short"), "short");
    }

    #[test]
    fn the_expander_cuts_at_a_word_and_only_when_it_hides_enough() {
        // The store page's case: a few characters past 60 are shown, not put behind an arrow.
        let nearly = "Մեր խանութը հիմնադրվել է Երևանում և աշխատում է 1998 թվականից։";
        assert!(nearly.chars().count() > EXPANDER_THRESHOLD);
        assert!(!needs_expander(nearly));
        assert_eq!(collapsed_description(nearly), nearly);
        let long = "Մեր խանութը հիմնադրվել է Երևանում և աշխատում է 1998 թվականից, առաքում ենք ամբողջ Հայաստանում։";
        assert!(needs_expander(long));
        let collapsed = collapsed_description(long);
        assert_eq!(collapsed, "Մեր խանութը հիմնադրվել է Երևանում և աշխատում է 1998…", "cut after a whole word");
        let english = "We sell handmade ceramics from Gyumri and Dilijan, glazed by hand and fired twice for strength.";
        assert_eq!(collapsed_description(english), "We sell handmade ceramics from Gyumri and Dilijan, glazed by…");
        let at_a_space = format!("{} {}", "ա".repeat(60), "բ".repeat(30));
        assert_eq!(collapsed_description(&at_a_space), format!("{}…", "ա".repeat(60)), "a word ending at the threshold is kept");
    }

    #[test]
    fn carousel_and_brand_rules() {
        assert!(!carousel_arrows_visible(7));
        assert!(carousel_arrows_visible(8));
        assert_eq!([1280, 1000, 800, 600, 375].map(brand_carousel_items), [5, 4, 3, 2, 1]);
        assert_eq!(cross_sale_shown(&[1, 2, 3, 4, 5]), &[1, 2, 3]);
        assert_eq!(cross_sale_shown(&[1]), &[] as &[i32]);
    }

    #[test]
    fn scroll_search_account_rewards_and_dates() {
        assert!(!scroll_to_top_visible(300.0));
        assert!(scroll_to_top_visible(301.0));
        assert!(!search_allowed("   "));
        assert!(search_allowed("hagust"));
        assert_eq!(account_icon_target(false), "/account/register");
        assert_eq!(account_icon_target(true), "/account/profile");
        assert!(!rewards_usable(0));
        assert!(rewards_usable(1));
        assert_eq!(order_date("2026-11-21T10:00:00Z"), "2026-11-21");
        assert_eq!(order_date("2026-11-28T20:00:00Z"), "2026-11-29", "Yerevan's midnight starts the day");
        assert_eq!(order_date("2025-02-28T23:59:59+04:00"), "2025-02-28");
        assert_eq!(cms_breadcrumb_label_id("ogtagorcman-paymanner"), Some("breadcrumb.privacy_policy"));
        assert_eq!(cms_breadcrumb_label_id("about"), None);
    }

    #[test]
    fn a_leading_heading_that_repeats_the_title_is_dropped() {
        assert_eq!(without_repeated_title("<h1>About  Us</h1><p>Text</p>", "about us"), "<p>Text</p>");
        assert_eq!(without_repeated_title("\n<H2 class=\"x\"><b>Fish &amp; chips</b></H2><p>T</p>", "Fish & chips"), "<p>T</p>");
        assert_eq!(without_repeated_title("<h1>Other</h1><p>T</p>", "About"), "<h1>Other</h1><p>T</p>");
        assert_eq!(without_repeated_title("<h4>About</h4>", "About"), "<h4>About</h4>");
        assert_eq!(without_repeated_title("<p>About</p>", "About"), "<p>About</p>");
        assert_eq!(without_repeated_title("<header>About</header>", "About"), "<header>About</header>");
        assert_eq!(without_repeated_title("<h1>Ծառայություններ</h1>x", "ծառայություններ"), "x");
    }
}
