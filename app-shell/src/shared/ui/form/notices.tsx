import { useEffect, useState, type ReactNode } from "react";
import { timings } from "../../../core";

// The form kit's notices: red for what went wrong, green for what went well, and a value that
// clears itself (the address form's alerts).

/** Red notice: one line per error (role="alert", read out at once). */
export function ErrorNotice({ lines, testId = "form-errors", children }: { lines: string[]; testId?: string; children?: ReactNode }) {
  if (lines.length === 0 && !children) return null;
  return (
    <div className="notice notice--error" role="alert" data-testid={testId}>
      {lines.map((line, index) => (
        <p className="notice__line" key={index}>
          {line}
        </p>
      ))}
      {children}
    </div>
  );
}

/** Green notice: what the server said went well (role="status"). */
export function SuccessNotice({ text, testId = "form-message", children }: { text?: string; testId?: string; children?: ReactNode }) {
  if (!text && !children) return null;
  return (
    <div className="notice notice--success" role="status" data-testid={testId}>
      {text && <p className="notice__line">{text}</p>}
      {children}
    </div>
  );
}

/** A value that clears itself `timeout` ms after it was set (the address form's alerts). */
export function useFading<T>(timeout: number = timings().addressAlertTimeout): [T | undefined, (value: T | undefined) => void] {
  const [state, setState] = useState<{ value: T | undefined; at: number }>({ value: undefined, at: 0 });
  useEffect(() => {
    if (state.value === undefined) return;
    const timer = window.setTimeout(() => setState({ value: undefined, at: 0 }), timeout);
    return () => window.clearTimeout(timer);
  }, [state, timeout]);
  return [state.value, (value) => setState({ value, at: Date.now() })];
}
