import type { ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { useClientState } from "../../core/clientState";
import { useTranslations } from "./translations";
import { Preloader } from "../ui/Preloader";

/** Renders children in the shopper's language once the messages have arrived. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { locale } = useClientState();
  const translations = useTranslations();
  if (translations.isPending) return <Preloader />;
  const messages = translations.data?.[locale] ?? {};
  return (
    <IntlProvider locale={locale} defaultLocale="hy" messages={messages} onError={reportMissingMessage}>
      {children}
    </IntlProvider>
  );
}

function reportMissingMessage(error: { code: string; message: string }) {
  if (error.code === "MISSING_TRANSLATION") console.warn(error.message);
  // Some browsers ship no Intl data for Armenian; react-intl then falls back to the default
  // formats, which is fine: prices and numbers are formatted by the core, not by Intl.
  else if (error.code !== "MISSING_DATA") console.error(error);
}
