// The page: People with a locale and records held in state, buttons that
// change them, and what the events said.
import { useCallback, useState } from "react";
import { People } from "./People.jsx";

// Enough rows (the K section) that the list scrolls.
export const initialPeople = [
  { id: 1, name: "Östen" }, { id: 2, name: "Anna" }, { id: 3, name: "Åsa" }, { id: 4, name: "Bo" }, { id: 5, name: "Zoé" },
  ...Array.from({ length: 30 }, (_, i) => ({ id: 100 + i, name: `Karl ${String(i).padStart(2, "0")}` })),
];

export function App() {
  const [locale, setLocale] = useState("sv");
  const [people, setPeople] = useState(initialPeople);
  const [opened, setOpened] = useState("");
  const [section, setSection] = useState("");
  const onOpen = useCallback((person) => setOpened(`${person.id} ${person.name}`), []);
  return (
    <main>
      <button id="german" onClick={() => setLocale("de")}>Deutsch</button>
      <button id="add" onClick={() => setPeople((list) => [...list, { id: 6, name: "Ärla" }])}>Add Ärla</button>
      <p id="opened">{opened}</p>
      <p id="section">{section}</p>
      <People people={people} locale={locale} onOpen={onOpen} onSection={setSection} />
    </main>
  );
}
