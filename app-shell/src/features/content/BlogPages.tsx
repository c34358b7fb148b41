import { useEffect, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, Navigate, useParams, useSearchParams } from "react-router";
import { blogPaginationVisible, orderDate, pageCount } from "../../core";
import { useDocumentTitle } from "../../shared/hooks/useDocumentTitle";
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs";
import { ErrorState } from "../../shared/ui/ErrorState";
import { EmptyState } from "../../shared/ui/EmptyState";
import { FallbackImage } from "../../shared/ui/FallbackImage";
import type { BlogPost } from "./api";
import { htmlText } from "../../shared/html/text";
import { HtmlContent, withoutRepeatedTitle } from "./HtmlContent";
import { useBlogPage, useBlogPost } from "./hooks";

const MONTH_IDS = [
  "content.month.1", "content.month.2", "content.month.3", "content.month.4", "content.month.5", "content.month.6",
  "content.month.7", "content.month.8", "content.month.9", "content.month.10", "content.month.11", "content.month.12",
];

/** Characters of a post's text shown on its card. */
const EXCERPT_LENGTH = 160;

/** A post's date: the day of `created_at` (core `orderDate`) with the month's name from the
 * messages (browsers do not all carry Armenian month names). */
export function PostDate({ createdAt }: { createdAt: string }) {
  const intl = useIntl();
  const day = orderDate(createdAt);
  const [year, month, date] = day.split("-").map(Number);
  if (!year || !date || !MONTH_IDS[month - 1]) return null;
  return (
    <time className="post-date" dateTime={day}>
      {intl.formatMessage(
        { id: "content.blog.date" },
        { day: date, month: intl.formatMessage({ id: MONTH_IDS[month - 1] }), year },
      )}
    </time>
  );
}

function postImage(post: BlogPost, size: "medium" | "large"): string | undefined {
  const sized = size === "large" ? post.large_image_url : post.medium_image_url;
  if (sized) return sized;
  if (post.image_url) return post.image_url;
  if (post.image) return post.image.startsWith("/") ? post.image : `/storage/${post.image}`;
  return undefined;
}

function excerpt(html: string): string {
  const text = htmlText(html);
  if (text.length <= EXCERPT_LENGTH) return text;
  return `${text.slice(0, EXCERPT_LENGTH).replace(/\s+\S*$/, "")}…`;
}

/** `/blog`: the posts, newest first, linking to `/blog/{url_key}`; pages only above 10 posts. */
export function BlogListPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const requested = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const blog = useBlogPage(requested);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = intl.formatMessage({ id: "content.blog.title" });
  useDocumentTitle(title);

  const data = blog.data;
  return (
    <section className="blog" data-testid="blog-list">
      <Breadcrumbs items={[{ label: title }]} />
      <header className="blog__head">
        <h1 className="page-title blog__title" ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        <p className="blog__lead">
          <FormattedMessage id="content.blog.lead" />
        </p>
      </header>
      {blog.isError ? (
        <ErrorState onRetry={() => blog.refetch()} />
      ) : !data ? (
        <ul className="blog__grid" aria-busy="true" data-testid="blog-loading">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} className="post-card post-card--skeleton">
              <span className="skeleton post-card__image" />
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
            </li>
          ))}
        </ul>
      ) : data.posts.length === 0 ? (
        <EmptyState testId="blog-empty" titleId="content.blog.empty" />
      ) : (
        <>
          <ul className={blog.isPlaceholderData ? "blog__grid is-refreshing" : "blog__grid"} data-testid="blog-posts">
            {data.posts.map((post, index) => (
              <li key={post.id} className="post-card" data-testid="blog-post-card">
                <Link className="post-card__image-link" to={`/blog/${encodeURIComponent(post.url_key)}`} tabIndex={-1} aria-hidden="true">
                  <FallbackImage
                    className="post-card__image"
                    src={postImage(post, "medium")}
                    alt=""
                    width={450}
                    height={350}
                    loading={index < 3 ? "eager" : "lazy"}
                    fallback={<span className="post-card__image post-card__image--empty" />}
                  />
                </Link>
                <div className="post-card__body">
                  <PostDate createdAt={post.created_at} />
                  <h2 className="post-card__title">
                    <Link to={`/blog/${encodeURIComponent(post.url_key)}`}>{post.title || post.blog_title}</Link>
                  </h2>
                  <p className="post-card__excerpt">{excerpt(post.html_content)}</p>
                </div>
              </li>
            ))}
          </ul>
          {blogPaginationVisible(data.total) && (
            <BlogPager total={data.total} perPage={data.perPage} current={data.currentPage} onNavigate={() => headingRef.current?.focus()} />
          )}
        </>
      )}
    </section>
  );
}

/** The blog's pager: every page, previous and next; `?page=` (omitted for the first). */
function BlogPager({ total, perPage, current, onNavigate }: { total: number; perPage: number; current: number; onNavigate: () => void }) {
  const intl = useIntl();
  const last = Math.max(1, pageCount(total, perPage));
  const to = (page: number) => (page > 1 ? `/blog?page=${page}` : "/blog");
  const pages = Array.from({ length: last }, (_, index) => index + 1);
  const step = (page: number, rel: "prev" | "next", labelId: string, arrow: string) =>
    page >= 1 && page <= last ? (
      <Link className="pagination__step" to={to(page)} rel={rel} onClick={onNavigate}>
        {rel === "prev" && <span aria-hidden="true">{arrow}</span>}
        <span className="pagination__step-label">
          <FormattedMessage id={labelId} />
        </span>
        {rel === "next" && <span aria-hidden="true">{arrow}</span>}
      </Link>
    ) : (
      <span className="pagination__step is-disabled" aria-hidden="true">
        {rel === "prev" && <span>{arrow}</span>}
        <span className="pagination__step-label">
          <FormattedMessage id={labelId} />
        </span>
        {rel === "next" && <span>{arrow}</span>}
      </span>
    );
  return (
    <nav className="pagination" aria-label={intl.formatMessage({ id: "catalog.pagination" })} data-testid="blog-pagination">
      <ul className="pagination__list">
        <li>{step(current - 1, "prev", "catalog.pagination.previous", "‹")}</li>
        {pages.map((page) => (
          <li key={page}>
            <Link
              className={page === current ? "pagination__page is-current" : "pagination__page"}
              to={to(page)}
              onClick={onNavigate}
              aria-current={page === current ? "page" : undefined}
              aria-label={intl.formatMessage({ id: "catalog.pagination.page" }, { page: String(page) })}
            >
              {page}
            </Link>
          </li>
        ))}
        <li>{step(current + 1, "next", "catalog.pagination.next", "›")}</li>
      </ul>
    </nav>
  );
}

/** `/blog/{blogSlug}`: one post; a missing post goes to /404. */
export function BlogPostPage() {
  const intl = useIntl();
  const { blogSlug = "" } = useParams();
  const post = useBlogPost(blogSlug);
  const data = post.data;
  const title = data ? data.title || data.blog_title || "" : undefined;
  useDocumentTitle(title);
  useEffect(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    scroller.scrollTop = 0;
  }, [blogSlug]);

  if (post.isSuccess && !data) return <Navigate to="/404" replace />;

  const crumbs = [{ label: intl.formatMessage({ id: "content.blog.title" }), to: "/blog" }, { label: title ?? "…" }];
  return (
    <article className="post" data-testid="blog-post">
      <Breadcrumbs items={crumbs} />
      {post.isError ? (
        <ErrorState onRetry={() => post.refetch()} />
      ) : !data ? (
        <div className="post__card" aria-busy="true" data-testid="post-loading">
          <span className="skeleton skeleton--title" />
          <span className="skeleton post__image" />
          {Array.from({ length: 4 }, (_, index) => (
            <span key={index} className="skeleton skeleton--line" />
          ))}
        </div>
      ) : (
        <div className="post__card">
          <header className="post__head">
            <PostDate createdAt={data.created_at} />
            <h1 className="page-title post__title">{title}</h1>
          </header>
          {postImage(data, "large") && (
            <FallbackImage
              className="post__image"
              src={postImage(data, "large")}
              // The size shown, not always the largest: a phone takes the 600 px picture.
              srcSet={data.medium_image_url && data.large_image_url ? `${data.medium_image_url} 600w, ${data.large_image_url} 1200w` : undefined}
              sizes="(min-width: 900px) 860px, calc(100vw - 32px)"
              alt=""
              width={900}
              height={700}
              fetchPriority="high"
              decoding="async"
            />
          )}
          <HtmlContent html={withoutRepeatedTitle(data.html_content, title)} testId="blog-content" />
          <footer className="post__foot">
            <Link className="button" to="/blog" data-testid="back-to-blog">
              <span aria-hidden="true">‹</span>
              <FormattedMessage id="content.blog.back" />
            </Link>
          </footer>
        </div>
      )}
    </article>
  );
}
