import { expect, test, type Page } from "@playwright/test";
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

// A new version of the shop deployed while a shopper has a page open: the build is replaced
// under a running server (`cargo xtask publish-shell`, what `cargo xtask build` does with its
// own build), and the open page, still running the old version, opens its next page from the old
// build's code files. Needs its own server on a copy of the build: `cargo xtask test e2e` says
// where the server binary, the build and the xtask binary are.

const NEEDS = "SERVER_BINARY, XTASK_BINARY and SHELL_DIST are not set (Playwright run by hand): the deploy journey needs `cargo xtask test e2e`";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** A server of its own on `dist`, an empty production shop; resolves once it is healthy. */
async function serve(dist: string, data: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const { DATABASE_URL: _elsewhere, SEED_DEMO: _seed, ...env } = process.env;
  const child = spawn(process.env.SERVER_BINARY!, [], {
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: data, STATIC_DIR: dist, RUST_LOG: "warn" },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 300; tries += 1) {
    const healthy = await fetch(`${url}/healthz`).then((r) => r.ok).catch(() => false);
    if (healthy) return { url, process: child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("the deploy journey's server did not become healthy");
}

/**
 * The next version's build: the same files under new hashed names (as any change of code gives),
 * each reference to them rewritten; written to a directory of its own.
 */
function nextVersion(dist: string, into: string): Map<string, string> {
  cpSync(dist, into, { recursive: true });
  const assets = join(into, "assets");
  // The compressed copies the build writes beside its files would be remade by the next build.
  for (const name of readdirSync(assets)) if (/\.(br|gz)$/.test(name)) rmSync(join(assets, name));
  const renamed = new Map<string, string>();
  for (const name of readdirSync(assets)) {
    const hashed = /^(.+-)([A-Za-z0-9_-]{8})(\.[a-z0-9]+)$/.exec(name);
    if (hashed) renamed.set(name, `${hashed[1]}${hashed[2]}v2${hashed[3]}`);
  }
  const rewrite = (file: string) => {
    let text = readFileSync(file, "utf8");
    for (const [before, after] of renamed) text = text.split(before).join(after);
    writeFileSync(file, text);
  };
  for (const [before, after] of renamed) renameSync(join(assets, before), join(assets, after));
  for (const name of readdirSync(assets)) if (/\.(js|css)$/.test(name)) rewrite(join(assets, name));
  rewrite(join(into, "index.html"));
  return renamed;
}

async function navigateInPage(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

test("a deploy under a running server leaves an open page working, and a new visit gets the new version", async ({ page }) => {
  const [binary, xtask, shellDist] = [process.env.SERVER_BINARY, process.env.XTASK_BINARY, process.env.SHELL_DIST];
  if (!binary || !xtask || !shellDist) throw new Error(NEEDS);
  const root = mkdtempSync(join(tmpdir(), "storefront-deploy-"));
  const dist = join(root, "dist");
  cpSync(shellDist!, dist, { recursive: true });
  const server = await serve(dist, join(root, "data"));
  try {
    const loaded: string[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/assets/")) loaded.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto(`${server.url}/`);
    await expect(page.getByRole("banner")).toBeVisible();
    const loginFile = (lines: string[]) => lines.map((line) => /\/assets\/(LoginPage-[^/]+\.js)$/.exec(line)?.[1]).find(Boolean);
    expect(loginFile(loaded), "the login page's code is not loaded before the deploy").toBeUndefined();
    const before = new Set(readdirSync(join(dist, "assets")));

    // The deploy: the next version replaces the build while the page stays open.
    const renamed = nextVersion(dist, join(root, "next"));
    execFileSync(xtask!, ["publish-shell", join(root, "next"), dist], { encoding: "utf8", timeout: 60_000 });
    const served = new Set(readdirSync(join(dist, "assets")));
    expect([...before].filter((name) => !served.has(name)), "the previous build's files are kept").toEqual([]);

    // The open page, still the old version, opens the login page from the old build's file.
    await navigateInPage(page, "/account/login");
    await expect(page.getByTestId("login-page")).toBeVisible();
    await expect(page.getByTestId("route-error")).toHaveCount(0);
    const oldLogin = loginFile(loaded);
    expect(oldLogin && before.has(oldLogin), `the old version's own file: ${oldLogin}`).toBe(true);
    expect(loaded.filter((line) => !line.startsWith("200 ")), "no code file failed").toEqual([]);

    // A new visit gets the new version, and its pages open from the new files.
    loaded.length = 0;
    await page.goto(`${server.url}/account/login`);
    await expect(page.getByTestId("login-page")).toBeVisible();
    expect(loginFile(loaded)).toBe(renamed.get(oldLogin!));
    expect(loaded.filter((line) => [...before].some((name) => line.endsWith(`/${name}`))), "nothing of the old version").toEqual([]);
  } finally {
    server.process.kill();
    rmSync(root, { recursive: true, force: true });
  }
});
