// A web developer's TypeScript using every export of the package, checked by
// `tsc --noEmit` (Scripts/test-web.sh; Debian's node-typescript) against the
// .d.ts files of .build/web/package, installed as node_modules/section-index.
// Lines marked @ts-expect-error must stay errors: the types are not `any`.
import {
  configure, defaultLocale, fieldOf, sectionIndex, SectionIndexEngine,
  type BarEvent, type BarState, type Configuration, type EngineSections, type Field, type Frame,
  type Section, type SectionIndexOptions, type SectionIndexResult,
} from "section-index";
import {
  SectionIndexList, configure as configureFromList, sectionIndex as sectionIndexFromList,
  type ErrorDetail, type ListField, type SectionChangeDetail, type SectionIndexListEventMap,
  type SectionIndexListProps, type SelectDetail, type WarningDetail,
} from "section-index/list";

interface Person {
  id: number;
  name: string;
  kana?: string;
}

const people: Person[] = [{ id: 1, name: "山田", kana: "やまだ" }, { id: 2, name: "佐藤", kana: "さとう" }];

export async function functions(): Promise<void> {
  const configuration: Configuration = { baseURL: new URL("https://cdn.example.com/section-index/") };
  const folder: string = configure(configuration);
  configureFromList({ baseURL: "/static/section-index/" });
  const locale: string = defaultLocale();
  const nameField: Field<Person> = "name";
  const key: string = fieldOf(people[0], 0, nameField) + fieldOf("Anna", 1) + fieldOf(people[0], 0, ["kana", "name"], { optional: true });
  const options: SectionIndexOptions<Person> = { locale: "ja", key: (p) => p.name, reading: "kana", names: true, query: "" };
  const result: SectionIndexResult<Person> = await sectionIndex(people, options);
  const first: Section<Person> = result.sections[0];
  const warnings: string[] = result.warnings;
  const id: number = first.items[0].id;
  const strings = await sectionIndexFromList(["Åsa", "Bo"], { locale: "sv" });
  const title: string = strings.sections[0].items[0];
  // @ts-expect-error: items of strings are strings
  const wrong: number = strings.sections[0].items[0];
  console.log(folder, locale, key, result.titles.length, id, title, wrong, warnings);
}

export async function engine(): Promise<void> {
  const engine = await SectionIndexEngine.create();
  await engine.prepare("zh-Hans", { keys: ["王芳"], readings: null });
  const sections: EngineSections = engine.section("zh-Hans", { names: true, keys: ["王芳"] });
  const numbers: number[] = sections.sections[0].items;
  const warnings: string[] = sections.warnings;
  const matches: Map<number, number[]> = engine.search("wang");
  const some = engine.searchIn("wa", { from: 0, to: 100 });
  const more = engine.searchIn("wan", { candidates: new Int32Array([0]) });
  const refine: Int32Array | null = engine.refinement("wa", "wan");
  engine.show(sections.sections.map((s) => s.title));
  const state: BarState = engine.layout(0, 0, 28, 600, { rightToLeft: false, search: true });
  const frame: Frame | null = state.indicator;
  for (const event of [...engine.touch(0, 10, 10).events, ...engine.key(1).events, ...engine.select("W").events,
    ...engine.select(0).events, ...engine.scroll(new Float64Array([0, 100]), 0, 600, 100, true).events]) {
    const e: BarEvent = event;
    if (e.type === "selectionChanged") console.log(e.item, e.section);
    if (e.type === "announcement") console.log(e.text.length);
  }
  const demo: string = engine.demoKey("sv", "sv", ["sv", "en"]);
  const memory: WebAssembly.Memory = engine.exports.memory;
  // @ts-expect-error: phase is 0 to 3
  engine.touch(7, 0, 0);
  console.log(numbers, warnings, matches, some, more, refine, frame, state.entries[0]?.frame.width, demo, memory);
}

export function element(): void {
  const list = document.querySelector("section-index-list");
  if (!list) return;
  const typed: SectionIndexList = list; // HTMLElementTagNameMap
  const made = document.createElement("section-index-list");
  const own = made as SectionIndexList<Person>;
  own.records = people;
  own.locale = "ja";
  own.locale = null;
  const localeNow: string = own.locale;
  own.names = true;
  own.demo = false;
  own.key = "name";
  own.key = (p: Person) => p.name;
  const field: ListField<Person> | null = own.key;
  own.reading = "kana";
  own.query = "yama";
  own.search = "Find";
  own.search = true;
  const search: boolean | string = own.search;
  own.renderItem = (person, { text, ranges }) => `${person.id} ${text} ${ranges.length}`;
  own.renderItem = (person) => {
    const row = document.createElement("div");
    row.textContent = person.name;
    return row;
  };
  own.addEventListener("select", (event) => {
    const detail: SelectDetail<Person> = event.detail;
    const person: Person = event.detail.record;
    console.log(detail, person.id);
  });
  own.addEventListener("sectionchange", (event) => {
    const detail: SectionChangeDetail = event.detail;
    console.log(detail.title, detail.index);
  });
  own.addEventListener("sectioned", (event) => console.log(event.detail.sections.length));
  own.addEventListener("error", (event) => {
    const detail: ErrorDetail = event.detail;
    console.log(detail.error.message);
  });
  const warning = (event: SectionIndexListEventMap<Person>["warning"]) => {
    const detail: WarningDetail = event.detail;
    console.log(detail.message, detail.locale);
  };
  own.addEventListener("warning", warning);
  own.removeEventListener("warning", warning);
  own.addEventListener("click", (event) => console.log(event.clientX)); // HTMLElement's own events still typed
  // @ts-expect-error: a select event's detail has no title
  own.addEventListener("select", (event) => console.log(event.detail.title));
  const moved: boolean = own.scrollToSection("さ");
  const shown = own.result?.sections.map((s) => s.items.map((p) => p.name));
  const asked: string | undefined = own.result?.requestedLocale;
  own.onselect = (event) => console.log((event as CustomEvent<SelectDetail<Person>>).detail.record.id);
  const error: Error | null = own.error;
  const updated: Promise<void> = own.updated;
  const milliseconds: number = own.sectionMilliseconds;
  const attributes: string[] = SectionIndexList.observedAttributes;
  const props: SectionIndexListProps<Person> = { locale: "ja", names: true, search: "Find", records: people,
    onselect: (event) => console.log(event.detail.record.id), "data-test": 1, style: { height: "100vh" } };
  customElements.get("section-index-list");
  console.log(typed, localeNow, field, search, moved, shown, asked, error, updated, milliseconds, attributes, props);
}
