// `npm test`: the tests run against the package as a user gets it. One
// compile of the package and its tests (tsconfig.test.json: dist/src and
// dist/test), `npm pack` of what it built, `npm install <tarball>` into a fresh
// temporary project, then the compiled tests (importing "@arbiter/client/node"
// by name) run there under `node --test`. A file left out of the tarball, or a
// build that only works inside this folder, fails here.
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
  run(join(pkg, "node_modules/.bin/tsc"), ["-p", "tsconfig.test.json"], pkg);
  // --ignore-scripts: `prepare` would compile dist/src again, just built above with the same options.
  execFileSync("npm", ["pack", "--silent", "--ignore-scripts", "--pack-destination", tmp],
    { cwd: pkg, stdio: ["ignore", "ignore", "inherit"] });
  const tarball = readdirSync(tmp).find((f) => f.endsWith(".tgz"));
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
