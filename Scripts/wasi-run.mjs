// Runs a WASI command module under node (node:wasi, preview1) with this
// process's standard streams, locale environment and exit status.
//
//   node --no-warnings Scripts/wasi-run.mjs MODULE.wasm [ARGUMENTS...]
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { WASI } from "node:wasi";

const [path, ...args] = process.argv.slice(2);
const env = {};
for (const name of ["LC_ALL", "LC_COLLATE", "LANG"]) {
  if (process.env[name] !== undefined) env[name] = process.env[name];
}
const wasi = new WASI({
  version: "preview1",
  args: [basename(path), ...args],
  env,
  returnOnExit: true,
});
const module = await WebAssembly.compile(await readFile(path));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
