// Times sectionIndex() in Node against Intl.Collator sorting alone, on the
// records of FILE (one a line; blank lines skipped), as zh-Hans names.
//
//   node Tests/Web/bench.mjs FILE [LOCALE]      (Scripts/test-web.sh --bench FILE)
import { readFileSync } from "node:fs";
import { sectionIndex } from "../../.build/web/package/section-index.js";

const [file, locale = "zh-Hans"] = process.argv.slice(2);
const records = readFileSync(file, "utf8").split("\n").filter((line) => line.trim());
const best = async (run) => {
  const times = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times;
};
await sectionIndex(["warm up"], { locale });
const ours = await best(() => sectionIndex(records, { locale, names: true }));
const collator = new Intl.Collator(locale);
const intl = await best(() => records.slice().sort(collator.compare));
const range = (t) => `${t[0].toFixed(0)}–${t[2].toFixed(0)} ms (best–median of 5)`;
console.log(`node ${process.version}: ${records.length} ${locale} names: sectionIndex (sections, surnames) ${range(ours)}; ` +
  `Intl.Collator sort alone ${range(intl)}; ${(ours[0] / intl[0]).toFixed(2)}× at best`);
