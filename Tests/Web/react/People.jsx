// The README's React component (Web/package/README.md, "React"), as a page
// of one's own uses it: rendered on the server with renderToString
// (server.jsx), hydrated in chromium (client.jsx), locale and records
// changed through props, select and sectionchange handled. Bundled by
// esbuild with Debian's React 18 (node-react, node-react-dom);
// Tests/Web/react_test.py drives it.
import { useEffect, useRef } from "react";
import "section-index/list";

export function People({ people, locale, onOpen, onSection }) {
  const ref = useRef(null);
  useEffect(() => {
    ref.current.setAttribute("key", "name"); // React keeps `key` for itself
    ref.current.records = people;
  }, [people]);
  useEffect(() => {
    const list = ref.current;
    const select = (e) => onOpen(e.detail.record);
    const section = (e) => onSection(e.detail.title);
    list.addEventListener("select", select);
    list.addEventListener("sectionchange", section);
    return () => {
      list.removeEventListener("select", select);
      list.removeEventListener("sectionchange", section);
    };
  }, [onOpen, onSection]);
  // Sized by a class: React 18's renderToString leaves a custom element's `style` object out.
  return <section-index-list ref={ref} class="people" locale={locale} search="Find" />;
}
