// Makes sure Debian's Chromium is installed for the browser tests (never a Playwright browser download).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium", "fonts-dejavu-core"], {
    stdio: "inherit",
    env,
  });
  if (!existsSync(CHROMIUM)) throw new Error("apt-get finished but chromium is still missing");
  return CHROMIUM;
}
