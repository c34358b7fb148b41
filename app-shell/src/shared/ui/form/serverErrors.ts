import { useIntl } from "react-intl";

// The server's field errors as a form shows them: under their fields, the rest as lines of the
// red notice.

/**
 * A form's errors as the lines of its red notice, each saying which field it is about
 * (`labels`: field → label message id; other fields' messages stand alone).
 */
export function useErrorLines(labels: Record<string, string>) {
  const intl = useIntl();
  return (errors: Record<string, string[]>): string[] =>
    Object.entries(errors).flatMap(([field, messages]) => {
      const label = labels[field.split(".")[0]];
      return messages.map((message) =>
        label ? intl.formatMessage({ id: "account.form.error_line" }, { field: intl.formatMessage({ id: label }), message }) : message,
      );
    });
}

/** The server's field errors for the named fields, the rest as lines for the notice. */
export function splitServerErrors(server: Record<string, string[]>, fields: readonly string[]): { byField: Record<string, string[]>; others: string[] } {
  const byField: Record<string, string[]> = {};
  const others: string[] = [];
  for (const [field, messages] of Object.entries(server)) {
    // `address1.0` is the first street line.
    const name = field.split(".")[0];
    if (fields.includes(name)) byField[name] = [...(byField[name] ?? []), ...messages];
    else others.push(...messages);
  }
  return { byField, others };
}
