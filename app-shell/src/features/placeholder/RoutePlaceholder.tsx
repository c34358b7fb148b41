import { FormattedMessage } from "react-intl";
import { useParams } from "react-router";

/** Stands in for a screen that a later issue builds; says which route it is. */
export function RoutePlaceholder({ route }: { route: string }) {
  const params = useParams();
  return (
    <section className="placeholder" data-testid="route-placeholder" data-route={route}>
      <h1 className="page-title">
        <FormattedMessage id="placeholder.title" />
      </h1>
      <p className="placeholder__route">
        <FormattedMessage id="placeholder.route" />: <code>{route}</code>
      </p>
      {Object.keys(params).length > 0 && (
        <dl className="placeholder__params">
          {Object.entries(params).map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
