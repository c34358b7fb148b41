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

/// The text of an HTML fragment: every tag removed, the common entities decoded.
pub fn text_of(html: &str) -> String {
    let text = ammonia::Builder::empty().clean(html).to_string();
    text.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'")
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
    fn formatting_stays() {
        assert_eq!(sanitize("<ul><li><b>Cotton</b></li></ul>"), "<ul><li><b>Cotton</b></li></ul>");
    }
}
