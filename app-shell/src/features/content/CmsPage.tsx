import { useIntl } from "react-intl";
import { Navigate, useParams } from "react-router";
import { cmsBreadcrumbLabelId } from "../../core";
import { useDocumentTitle } from "../../shared/hooks/useDocumentTitle";
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs";
import { ErrorState } from "../../shared/ui/ErrorState";
import { HtmlContent, withoutRepeatedTitle } from "./HtmlContent";
import { useCmsPage } from "./hooks";

/**
 * `/page/{urlKeyOrPageIdOrCustomUrl}`: a CMS page's HTML under a breadcrumb. The bonus-system and
 * privacy-policy pages have fixed breadcrumb labels (core rule); an empty result goes home.
 */
export function CmsPage() {
  const intl = useIntl();
  const { urlKeyOrPageIdOrCustomUrl: key = "" } = useParams();
  const page = useCmsPage(key);
  const data = page.data;
  const title = data?.page_title || data?.title || undefined;
  const fixedLabel = data ? cmsBreadcrumbLabelId(data.url_key) : undefined;
  const crumb = fixedLabel ? intl.formatMessage({ id: fixedLabel }) : title;
  useDocumentTitle(title);

  if (page.isSuccess && (!data || !data.html_content?.trim())) return <Navigate to="/" replace />;

  return (
    <article className="content-page" data-testid="cms-page" data-url-key={data?.url_key}>
      {page.isError ? (
        <>
          <Breadcrumbs items={[]} />
          <ErrorState onRetry={() => page.refetch()} />
        </>
      ) : !data ? (
        <div className="content-page__loading" aria-busy="true" data-testid="cms-loading">
          <span className="skeleton skeleton--line skeleton--short" />
          <span className="skeleton skeleton--title" />
          {Array.from({ length: 5 }, (_, index) => (
            <span key={index} className="skeleton skeleton--line" />
          ))}
        </div>
      ) : (
        <>
          <Breadcrumbs items={[{ label: crumb }]} />
          <div className="content-page__card">
            <h1 className="page-title content-page__title">{title}</h1>
            <HtmlContent html={withoutRepeatedTitle(data.html_content, title)} testId="cms-content" />
          </div>
        </>
      )}
    </article>
  );
}
