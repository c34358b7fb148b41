import { useEffect } from "react";
import { useLocation } from "react-router";
import type { LocaleCode } from "../../core";
import { useClientState } from "../../core/clientState";
import { useSiteCodes } from "../../features/content/hooks";

// The analytics code and the customer-chat widget are loaded only when the server says they
// are configured (`GET /api/googlecode`: a measurement id, a chat page id). With neither, no
// script is added and no request leaves for a third-party host.

const ANALYTICS_SCRIPT = "https://www.googletagmanager.com/gtag/js";
const CHAT_LOCALES: Record<LocaleCode, string> = { hy: "hy_AM", ru: "ru_RU", en: "en_US" };

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    fbAsyncInit?: () => void;
  }
}

/** Adds a script once (by id). */
function addScript(id: string, src: string) {
  if (document.getElementById(id)) return;
  const script = document.createElement("script");
  script.id = id;
  script.async = true;
  script.defer = true;
  script.src = src;
  script.crossOrigin = "anonymous";
  document.body.appendChild(script);
}

export function loadAnalytics(code: string) {
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag reads the very `arguments` object.
      // eslint-disable-next-line prefer-rest-params -- gtag.js only acts on dataLayer entries that are Arguments objects; a rest-parameter array would be ignored
      window.dataLayer?.push(arguments);
    };
    window.gtag("js", new Date());
    // Page views are sent by the shell on every route change.
    window.gtag("config", code, { send_page_view: false });
  }
  addScript("analytics-script", `${ANALYTICS_SCRIPT}?id=${encodeURIComponent(code)}`);
}

export function loadChat(pageId: string, locale: LocaleCode) {
  if (document.getElementById("chat-script")) return;
  const root = document.createElement("div");
  root.id = "fb-root";
  const chat = document.createElement("div");
  chat.className = "fb-customerchat";
  chat.setAttribute("attribution", "biz_inbox");
  chat.setAttribute("page_id", pageId);
  document.body.append(root, chat);
  window.fbAsyncInit = () => {
    (window as unknown as { FB?: { init: (options: object) => void } }).FB?.init({ xfbml: true, version: "v18.0" });
  };
  addScript("chat-script", `https://connect.facebook.net/${CHAT_LOCALES[locale]}/sdk/xfbml.customerchat.js`);
}

export function ThirdPartyScripts() {
  const codes = useSiteCodes();
  const { locale } = useClientState();
  const location = useLocation();
  const code = codes.data?.code ?? "";
  const chatPageId = codes.data?.chat_page_id ?? "";

  useEffect(() => {
    if (code) loadAnalytics(code);
  }, [code]);

  useEffect(() => {
    if (chatPageId) loadChat(chatPageId, locale);
  }, [chatPageId, locale]);

  useEffect(() => {
    if (code && window.gtag) window.gtag("event", "page_view", { page_path: location.pathname + location.search, page_title: document.title });
  }, [code, location.pathname, location.search]);

  return null;
}
