import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { timings } from "../../core";
import { useLatestRef } from "../hooks/useLatestRef";

export type ToastTone = "success" | "error";
type ShowToast = (message: ReactNode, tone?: ToastTone) => void;

const ToastContext = createContext<ShowToast>(() => {});

interface ToastItem {
  id: number;
  message: ReactNode;
  tone: ToastTone;
}

/**
 * Short notices ("Product … added to cart"). The live regions are always in the page so screen
 * readers announce each notice: successes politely (role="status"), errors at once
 * (role="alert"). A success closes after the core's `toastClose` ms and waits while the pointer
 * or focus is on it; an error stays until it is closed, like the alert it stands for. Both have
 * a close button.
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
      <div className="toasts" data-testid="toasts">
        <div className="toasts__region" role="alert" data-testid="alerts">
          {toasts
            .filter((toast) => toast.tone === "error")
            .map((toast) => (
              <Toast key={toast.id} tone={toast.tone} onClose={() => close(toast.id)}>
                {toast.message}
              </Toast>
            ))}
        </div>
        <div className="toasts__region" role="status" aria-live="polite" aria-label={intl.formatMessage({ id: "product.toast.region" })}>
          {toasts
            .filter((toast) => toast.tone !== "error")
            .map((toast) => (
              <Toast key={toast.id} tone={toast.tone} onClose={() => close(toast.id)}>
                {toast.message}
              </Toast>
            ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ children, tone, onClose }: { children: ReactNode; tone: ToastTone; onClose: () => void }) {
  const intl = useIntl();
  const [held, setHeld] = useState(false);
  const closeRef = useLatestRef(onClose);
  useEffect(() => {
    if (held || tone === "error") return;
    const timer = window.setTimeout(() => closeRef.current(), timings().toastClose);
    return () => window.clearTimeout(timer);
  }, [held, tone, closeRef]);
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
