import { useEffect, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, Navigate, useParams, useSearchParams } from "react-router";
import { blogPaginationVisible } from "../../core";
import { useDocumentTitle } from "../../shared/hooks/useDocumentTitle";
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs";
import { ErrorState } from "../../shared/ui/ErrorState";
import { EmptyState } from "../../shared/ui/EmptyState";
import { FallbackImage } from "../../shared/ui/FallbackImage";
import { BlogPager, PostCard, PostDate, postImage } from "./BlogParts";
import { HtmlContent, withoutRepeatedTitle } from "./HtmlContent";
import { useBlogPage, useBlogPost } from "./hooks";

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
              <PostCard key={post.id} post={post} eager={index < 3} />
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
