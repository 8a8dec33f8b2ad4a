// `prepare`: build dist/. npm runs it on `npm install` in this folder, on
// `npm pack`, and when another project installs this folder by path
// (`npm install ./clients/typescript`). In that last case npm links the folder
// without installing its devDependencies, so on a fresh checkout there is no
// compiler yet: install them first, from the lockfile, without scripts.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const pkg = fileURLToPath(new URL("..", import.meta.url));
const tsc = join(pkg, "node_modules/.bin/tsc");
if (!existsSync(tsc)) {
  execFileSync("npm", ["ci", "--include=dev", "--ignore-scripts", "--no-audit", "--no-fund", "--prefer-offline"],
    { cwd: pkg, stdio: "inherit" });
}
execFileSync(tsc, ["-p", "."], { cwd: pkg, stdio: "inherit" });
