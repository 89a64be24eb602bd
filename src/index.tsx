import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
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
    // A transition renders in slices that yield to the browser every few milliseconds, so a tap or key during the
    // first render is handled at once instead of after it (the first-visit rule: hydration yields to input).
    startTransition(() => createRoot(root).render(app));
  } else {
    // A prerendered page (src/entry-server.tsx), its scripts started right after the first paint
    // (server/routes/deferredScripts.ts). Hydrating in a transition works in slices and hydrates first the part a
    // person touches (React's selective hydration); buttons pressed before they were ready are replayed.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    replayEarlyClicks(window);
  }
}
