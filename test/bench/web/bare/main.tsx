// The baseline: the least a React 19 page built by Vite can ship. Same root element and StrictMode as the
// site, nothing else, so "site bytes / bare bytes" measures what the site adds on top of React itself.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const mount = document.getElementById('app');
if (mount === null) throw new Error('The page has no element with id "app"');

createRoot(mount).render(
  <StrictMode>
    <h1>Hello from bare React</h1>
  </StrictMode>,
);
