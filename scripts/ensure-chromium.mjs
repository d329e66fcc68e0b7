// Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests (docs/test).
// If it is missing, runs `apt-get update` and `apt-get install -y chromium` (through `sudo -n` when
// not root), says what it did, and fails with a clear message when it cannot.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = "/usr/bin/chromium";

function version() {
  const run = spawnSync(CHROMIUM, ["--version"], { encoding: "utf8" });
  return run.status === 0 ? run.stdout.trim() : "version unknown";
}

if (existsSync(CHROMIUM)) {
  console.log(`ensure-chromium: found ${CHROMIUM} (${version()}); nothing to install.`);
  process.exit(0);
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasSudo = spawnSync("sh", ["-c", "command -v sudo"], { encoding: "utf8" }).status === 0;
if (!isRoot && !hasSudo) {
  console.error(
    `ensure-chromium: ${CHROMIUM} is missing and this user can neither run apt-get (not root) nor sudo.\n` +
      "Install it by hand: apt-get update && apt-get install -y chromium",
  );
  process.exit(1);
}

/** Runs one apt-get command, printing it first; returns true when it succeeded. */
function apt(args) {
  const command = isRoot ? "apt-get" : "sudo";
  const full = isRoot ? args : ["-n", "apt-get", ...args];
  console.log(`ensure-chromium: ${CHROMIUM} is missing; running: ${command} ${full.join(" ")}`);
  const run = spawnSync(command, full, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (run.error !== undefined)
    console.error(`ensure-chromium: could not start ${command}: ${run.error.message}`);
  return run.status === 0;
}

if (!apt(["update"]) || !apt(["install", "-y", "chromium"]) || !existsSync(CHROMIUM)) {
  console.error(
    `ensure-chromium: installing Chromium failed, so the browser tests cannot run.\n` +
      "Check the apt output above (network access to the Debian mirrors, permissions), then retry\n" +
      "or install it by hand: apt-get update && apt-get install -y chromium",
  );
  process.exit(1);
}
console.log(`ensure-chromium: installed ${CHROMIUM} (${version()}).`);
