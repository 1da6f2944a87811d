// Server rendering in Node, where there is no DOM: importing the element's
// module (through People.jsx) must not throw. Prints the page.
import { renderToString } from "react-dom/server";
import { App } from "./App.jsx";

const html = renderToString(<App />);
process.stdout.write(`<!doctype html><html><head><meta charset="utf-8">` +
  `<style>.people { height: 400px; }</style></head><body>` +
  `<div id="root">${html}</div><script type="module" src="./react-client.js"></script></body></html>`);
