// <section-index-list> in React 18's JSX (Debian's @types/react), checked by
// `tsc --noEmit` with consumer.ts: the JSX typings of section-index/list.
import { useEffect, useRef } from "react";
import "section-index/list";
import type { SectionIndexList } from "section-index/list";

interface Person {
  id: number;
  name: string;
}

export function People({ people, onOpen }: { people: Person[]; onOpen: (person: Person) => void }) {
  const ref = useRef<SectionIndexList<Person>>(null);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    list.setAttribute("key", "name"); // React keeps `key` for itself
    list.records = people;
    const select = (event: CustomEvent<{ record: Person }>) => onOpen(event.detail.record);
    list.addEventListener("select", select);
    return () => list.removeEventListener("select", select);
  }, [people, onOpen]);
  return (
    <div>
      <section-index-list ref={ref} locale="zh-Hans" names search="Find" style={{ height: "100vh" }} data-testid="people" />
      {/* @ts-expect-error: locale is a string */}
      <section-index-list locale={42} />
    </div>
  );
}
