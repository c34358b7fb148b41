import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { newsletterAnswered, timings, validateForm, type NewsletterState } from "../../core";
import { useClientState } from "../../core/clientState";
import { answerText, subscribe } from "../../features/content/api";
import { ApiError } from "../../shared/api/http";

/**
 * The footer's newsletter block: a bad address shows the core's 'Invalid Email' in error style and
 * sends nothing; otherwise idle → loading → the server's text as it is, in success or error style
 * (a repeated address is the server's clear sentence). The input is emptied once the request
 * finishes; a request that fails on the way shows nothing (logged only). A shown message clears
 * after the core's alert timeout.
 */
export function Newsletter() {
  const intl = useIntl();
  const { locale } = useClientState();
  const inputId = useId();
  const messageId = useId();
  const [email, setEmail] = useState("");
  const [state, setState] = useState<NewsletterState>({ status: "idle" });
  const busy = useRef(false);

  useEffect(() => {
    if (state.status !== "success" && state.status !== "error") return;
    const timer = window.setTimeout(() => setState({ status: "idle" }), timings().alertTimeout);
    return () => window.clearTimeout(timer);
  }, [state]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const errors = validateForm("newsletter", { subscriber_email: email }, locale);
    const invalid = errors.subscriber_email?.[0];
    if (invalid) {
      setState({ status: "error", text: invalid });
      return;
    }
    busy.current = true;
    setState({ status: "loading" });
    try {
      const answer = await subscribe(email.trim(), locale);
      setState(newsletterAnswered(answer?.success !== false, answer?.message ?? intl.formatMessage({ id: "footer.newsletter.done" })));
    } catch (error) {
      const text = answerText(error);
      if (error instanceof ApiError && text) {
        setState(newsletterAnswered(false, text));
      } else {
        // The request itself failed: nothing is shown, it is only logged.
        console.error(error);
        setState({ status: "idle" });
      }
    } finally {
      busy.current = false;
      setEmail("");
    }
  };

  const loading = state.status === "loading";
  const message = state.status === "success" || state.status === "error" ? state : undefined;
  return (
    <section className="newsletter" aria-labelledby={`${inputId}-title`} data-testid="newsletter">
      <div className="newsletter__text">
        <h2 className="newsletter__title" id={`${inputId}-title`}>
          <FormattedMessage id="footer.newsletter.title" />
        </h2>
        <p className="newsletter__lead">
          <FormattedMessage id="footer.newsletter.lead" />
        </p>
      </div>
      <form className="newsletter__form" noValidate onSubmit={submit} aria-busy={loading || undefined} data-testid="newsletter-form">
        <label className="visually-hidden" htmlFor={inputId}>
          <FormattedMessage id="footer.newsletter.label" />
        </label>
        <div className="newsletter__row">
          <input
            id={inputId}
            className={message?.status === "error" ? "newsletter__input has-error" : "newsletter__input"}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            placeholder={intl.formatMessage({ id: "footer.newsletter.placeholder" })}
            aria-invalid={message?.status === "error" || undefined}
            aria-describedby={messageId}
            onChange={(event) => setEmail(event.target.value)}
            data-testid="newsletter-email"
          />
          <button type="submit" className="button button--primary newsletter__submit" disabled={loading} data-testid="newsletter-submit">
            {loading && <span className="checkout-spinner checkout-spinner--small" aria-hidden="true" />}
            <FormattedMessage id="footer.newsletter.submit" />
          </button>
        </div>
        <p
          id={messageId}
          className={message ? `newsletter__message newsletter__message--${message.status}` : "newsletter__message"}
          aria-live="polite"
          aria-atomic="true"
          data-testid="newsletter-message"
          data-state={state.status}
        >
          {message?.text}
        </p>
      </form>
    </section>
  );
}
