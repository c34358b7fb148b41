import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { timings } from "../../core";

export type ToastTone = "success" | "error";
type ShowToast = (message: ReactNode, tone?: ToastTone) => void;

const ToastContext = createContext<ShowToast>(() => {});

interface ToastItem {
  id: number;
  message: ReactNode;
  tone: ToastTone;
}

/**
 * Short notices ("Product … added to cart"). The live region (role="status") is always in the
 * page so screen readers announce each notice; a notice closes after the core's `toastClose`
 * ms, waits while the pointer or focus is on it, and has a close button.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);
  const show = useCallback<ShowToast>((message, tone = "success") => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((shown) => [...shown, { id, message, tone }]);
  }, []);
  const close = useCallback((id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toasts" role="status" aria-live="polite" aria-label={intl.formatMessage({ id: "product.toast.region" })} data-testid="toasts">
        {toasts.map((toast) => (
          <Toast key={toast.id} tone={toast.tone} onClose={() => close(toast.id)}>
            {toast.message}
          </Toast>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ children, tone, onClose }: { children: ReactNode; tone: ToastTone; onClose: () => void }) {
  const intl = useIntl();
  const [held, setHeld] = useState(false);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => closeRef.current(), timings().toastClose);
    return () => window.clearTimeout(timer);
  }, [held]);
  return (
    <div
      className={`toast toast--${tone}`}
      data-testid="toast"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className="toast__icon" aria-hidden="true" />
      <p className="toast__message">{children}</p>
      <button type="button" className="toast__close" aria-label={intl.formatMessage({ id: "product.toast.close" })} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** Shows a notice; outside a provider it does nothing. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}
