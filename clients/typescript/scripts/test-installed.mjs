// `npm test`: the tests run against the package as a user gets it. `npm pack`
// (whose `prepare` builds dist/), then `npm install <tarball>` into a fresh
// temporary project, then the compiled tests (dist/test, importing
// "@arbiter/client/node" by name) run there under `node --test`. A file left
// out of the tarball, or a build that only works inside this folder, fails here.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const pkg = fileURLToPath(new URL("..", import.meta.url));
const repo = join(pkg, "../..");
const tmp = mkdtempSync(join(tmpdir(), "arbiter-client-"));
const run = (cmd, args, cwd, env = process.env) => execFileSync(cmd, args, { cwd, env, stdio: ["ignore", "inherit", "inherit"] });
try {
  execFileSync("npm", ["pack", "--silent", "--pack-destination", tmp], { cwd: pkg, stdio: ["ignore", "ignore", "inherit"] });
  const tarball = readdirSync(tmp).find((f) => f.endsWith(".tgz"));
  // The tests import the built package by name (resolved to dist/ here), so they compile after it.
  run(join(pkg, "node_modules/.bin/tsc"), ["-p", "tsconfig.test.json"], pkg);
  const project = join(tmp, "project");
  mkdirSync(project);
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "arbiter-client-test", private: true, type: "module" }));
  run("npm", ["install", "--silent", "--no-audit", "--no-fund", "--prefer-offline", join(tmp, tarball)], project);
  cpSync(join(pkg, "dist/test"), join(project, "test"), { recursive: true });
  const tests = readdirSync(join(project, "test")).filter((f) => f.endsWith(".test.js")).sort().map((f) => join("test", f));
  run(process.execPath, ["--test", "--test-concurrency=1", ...tests], project,
    { ...process.env, ARBITER_VECTORS: join(repo, "tests/conformance/vectors") });
} catch (err) {
  process.exitCode = err.status ?? 1;
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
