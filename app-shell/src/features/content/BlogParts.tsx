import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { orderDate, pageCount } from "../../core";
import { htmlText } from "../../shared/html/text";
import { FallbackImage } from "../../shared/ui/FallbackImage";
import type { BlogPost } from "./api";

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

export function postImage(post: BlogPost, size: "medium" | "large"): string | undefined {
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

/** A post on the blog's list: picture, date, title and the start of its text. `eager`: the first cards load their pictures at once. */
export function PostCard({ post, eager }: { post: BlogPost; eager: boolean }) {
  return (
    <li className="post-card" data-testid="blog-post-card">
      <Link className="post-card__image-link" to={`/blog/${encodeURIComponent(post.url_key)}`} tabIndex={-1} aria-hidden="true">
        <FallbackImage
          className="post-card__image"
          src={postImage(post, "medium")}
          alt=""
          width={450}
          height={350}
          loading={eager ? "eager" : "lazy"}
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
  );
}

/** The blog's pager: every page, previous and next; `?page=` (omitted for the first). */
export function BlogPager({ total, perPage, current, onNavigate }: { total: number; perPage: number; current: number; onNavigate: () => void }) {
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
