import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { hasStoredProfile, hydrateOnFirstSign } from './app/model/hydration';

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  if (!root.firstElementChild) {
    createRoot(root).render(app);
  } else {
    // A prerendered page (src/entry-server.tsx): see app/model/hydration.ts for when it comes alive.
    const start = hydrateOnFirstSign(window, () => hydrateRoot(root, app));
    if (hasStoredProfile([safe(() => localStorage), safe(() => sessionStorage)])) start();
  }
}

function safe<T>(get: () => T): T | undefined {
  try {
    return get();
  } catch {
    return undefined;
  }
}
