import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  // A prerendered page (see src/entry-server.tsx) is hydrated; any other page is rendered in the browser.
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
