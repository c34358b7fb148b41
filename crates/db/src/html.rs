//! HTML from the database is sanitised before it is served: no scripts, no event handlers, no
//! `javascript:` URLs; ordinary formatting, links and images stay. Where only text is wanted (a
//! page's meta description), every tag goes.

pub fn sanitize(html: &str) -> String {
    // Plain text cannot carry markup: no need to parse it (most short descriptions are plain).
    if !html.contains(['<', '>', '&']) {
        return html.to_string();
    }
    ammonia::Builder::default().link_rel(Some("noopener noreferrer")).clean(html).to_string()
}

/// Elements whose text reads apart from what follows (`<h2>Sale</h2><p>Coats</p>` is two
/// phrases, not "SaleCoats"); inline ones (`<b>`, `<a>`) join the words around them.
const BLOCK_ENDS: [&str; 21] = [
    "</p>",
    "</h1>",
    "</h2>",
    "</h3>",
    "</h4>",
    "</h5>",
    "</h6>",
    "</li>",
    "</div>",
    "</blockquote>",
    "</tr>",
    "</td>",
    "</th>",
    "</dt>",
    "</dd>",
    "</pre>",
    "</figcaption>",
    "</section>",
    "</article>",
    "<br>",
    "</ul>",
];

/// The text of an HTML fragment: every tag removed, a block's text kept apart from the next
/// one's by a space, the common entities decoded.
pub fn text_of(html: &str) -> String {
    // Sanitising first writes every tag the one way the block ends are looked for in.
    let mut written = sanitize(html);
    for end in BLOCK_ENDS {
        written = written.replace(end, &format!("{end} "));
    }
    let text = ammonia::Builder::empty().clean(&written).to_string();
    text.trim_end().replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripts_handlers_and_javascript_urls_are_removed() {
        let dirty =
            r#"<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="/a.jpg" onerror="x()"></p>"#;
        let clean = sanitize(dirty);
        assert!(!clean.contains("script") && !clean.contains("onclick") && !clean.contains("onerror"));
        assert!(!clean.contains("javascript:"));
        assert!(clean.contains("<p>Hi "));
        assert!(clean.contains(r#"<img src="/a.jpg">"#));
    }

    #[test]
    fn plain_text_passes_unchanged() {
        assert_eq!(sanitize("Բամբակյա զգեստ, 100% cotton"), "Բամբակյա զգեստ, 100% cotton");
        assert_eq!(sanitize("a < b & c"), "a &lt; b &amp; c");
    }

    #[test]
    fn blocks_read_apart_and_inline_tags_join() {
        assert_eq!(text_of("<H2>Ամառային հավաքածու</H2><p>Թեթև <b>զգեստներ</b></p>"), "Ամառային հավաքածու Թեթև զգեստներ");
        assert_eq!(text_of("line<br>next &amp; <i>last</i>"), "line next & last");
        assert_eq!(text_of("a < b"), "a < b");
    }

    #[test]
    fn formatting_stays() {
        assert_eq!(sanitize("<ul><li><b>Cotton</b></li></ul>"), "<ul><li><b>Cotton</b></li></ul>");
    }
}
