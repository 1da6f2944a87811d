// Hydrates the server's page.
import { hydrateRoot } from "react-dom/client";
import { App } from "./App.jsx";

window.hydrationErrors = [];
hydrateRoot(document.getElementById("root"), <App />, {
  onRecoverableError: (error) => window.hydrationErrors.push(String(error)),
});
window.hydrated = true;
