import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { createStyleCache } from './design-system';
import { replayEarlyClicks } from './app/model/earlyClicks';

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <CacheProvider value={createStyleCache()}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </CacheProvider>
    </StrictMode>
  );
  if (!root.firstElementChild) {
    createRoot(root).render(app);
  } else {
    // A prerendered page (src/entry-server.tsx). Its scripts ran only once a person showed up
    // (server/routes/deferredScripts.ts), so hydrate now and replay buttons pressed before they were ready.
    hydrateRoot(root, app);
    replayEarlyClicks(window);
  }
}
