//! The blog's posts, newest publish day first: each post's title in the staff's language, its
//! picture, where it stands (draft, scheduled, published), its day and the languages it lacks.

use leptos::prelude::*;
use storefront_core::post_edit::PostState;
use storefront_core::staff::Permission;

use super::parts::{loaded, Empty, ErrorBox};
use super::{counted, language_name, may, t};
use crate::api::posts::list_posts;
use crate::i18n::{Count, Text};
use crate::shapes::posts::PostRow;

/// Where a post stands, as a badge.
pub(super) fn state_badge(state: PostState) -> impl IntoView {
    let (label, class) = match state {
        PostState::Published => (Text::Published, "admin-badge admin-badge--completed"),
        PostState::Scheduled => (Text::Scheduled, "admin-badge admin-badge--processing"),
        PostState::Draft => (Text::PageDraft, "admin-badge"),
    };
    view! { <span class=class data-state=format!("{state:?}").to_lowercase()>{t(label)}</span> }
}

#[component]
pub fn PostsPage() -> impl IntoView {
    if !may(Permission::ManageContent) {
        return view! { <h1>{t(Text::Posts)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let posts = LocalResource::new(list_posts);
    view! {
        <div class="admin-heading">
            <h1>{t(Text::Posts)}</h1>
            <a class="button button--primary" href="/admin/posts/new">{t(Text::NewPost)}</a>
        </div>
        {loaded(posts, |posts: Vec<PostRow>| {
            if posts.is_empty() {
                return view! { <section class="admin-card"><Empty message=t(Text::NoPosts)/></section> }.into_any();
            }
            let count = counted(Count::PostsFound, posts.len() as i64, false);
            let rows = posts.into_iter().map(post_row).collect_view();
            view! {
                <p class="admin-muted" role="status">{count}</p>
                <div class="admin-table-wrap"><table class="admin-table admin-promotions">
                    <thead><tr>
                        <th scope="col">{t(Text::Picture)}</th>
                        <th scope="col">{t(Text::PageTitle)}</th>
                        <th scope="col">{t(Text::Status)}</th>
                        <th scope="col">{t(Text::PublishOn)}</th>
                        <th scope="col">{t(Text::MissingLanguages)}</th>
                    </tr></thead>
                    <tbody>{rows}</tbody>
                </table></div>
            }
            .into_any()
        })}
    }
    .into_any()
}

fn post_row(post: PostRow) -> impl IntoView {
    let missing = post.missing.iter().map(|locale| language_name(*locale)).collect::<Vec<_>>().join(", ");
    view! {
        <tr>
            <td data-label=t(Text::Picture) class="admin-promotions__picture">
                {match post.thumbnail_url {
                    Some(url) => view! { <img src=url alt="" width="120" height="45" loading="lazy"/> }.into_any(),
                    None => view! { <span class="admin-muted">"—"</span> }.into_any(),
                }}
            </td>
            <td data-label=t(Text::PageTitle)><span><a href=format!("/admin/posts/{}", post.id)>{post.title}</a><small class="admin-muted">{format!("/blog/{}", post.url_key)}</small></span></td>
            <td data-label=t(Text::Status)>{state_badge(post.state)}</td>
            <td data-label=t(Text::PublishOn) class="admin-when">{post.publish_on}</td>
            <td data-label=t(Text::MissingLanguages)>{if missing.is_empty() { "—".to_string() } else { missing }}</td>
        </tr>
    }
}
