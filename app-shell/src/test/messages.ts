// Every translation file the server serves (crates/api/translations/<area>/<locale>.json),
// merged per locale, so shell tests render with the real messages.
const files = import.meta.glob<Record<string, string>>("../../../crates/api/translations/*/*.json", {
  eager: true,
  import: "default",
});

export type Messages = Record<string, string>;

export const MESSAGES: Record<"hy" | "ru" | "en", Messages> = { hy: {}, ru: {}, en: {} };
for (const [path, messages] of Object.entries(files)) {
  const locale = path.split("/").pop()?.replace(".json", "") as keyof typeof MESSAGES;
  if (locale in MESSAGES) Object.assign(MESSAGES[locale], messages);
}
