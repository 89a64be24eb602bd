// The first-visit rule (rules: first-visit): a phone evaluates this app's code and builds its design system in
// several short tasks, not one long one, so a tap or key in between is handled at once. Each step below is an
// eager import (no chunk of its own: the code came with the page's scripts) that evaluates one part of the module
// graph, and a macrotask between steps gives the browser its turn.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement) {
  const [{ startTransition, StrictMode, createElement }, { createRoot, hydrateRoot }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ 'react-dom/client'),
  ]);
  await nextTask();
  const designSystem = await import(/* webpackMode: "eager" */ './design-system');
  await nextTask();
  const [{ CacheProvider }, { BrowserRouter }, { readEmbeddedConfiguration }] = await Promise.all([
    import(/* webpackMode: "eager" */ '@emotion/react'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
    import(/* webpackMode: "eager" */ './config'),
  ]);
  await nextTask();
  const [{ App }, { replayEarlyClicks }, { startPageReadsEarly }, { createTranslator, readEmbeddedMessages }] =
    await Promise.all([
      import(/* webpackMode: "eager" */ './app/App'),
      import(/* webpackMode: "eager" */ './app/model/earlyClicks'),
      import(/* webpackMode: "eager" */ './app/model/earlyReads'),
      import(/* webpackMode: "eager" */ './i18n'),
    ]);
  startPageReadsEarly(window.location);
  await nextTask();
  // The brand's system, built in a task of its own; the provider's render finds it made (one per brand document).
  // Without an embedded configuration the brand is not known until the configuration call answers.
  const embedded = readEmbeddedConfiguration(document);
  if (embedded) {
    const system = designSystem.createBrandSystem(embedded.brand);
    if (root.firstElementChild) designSystem.adoptPrerenderedGlobals(system, document);
    await nextTask();
  }

  // The page's language, as the server chose it and embedded its messages (docs/languages.md).
  const messages = readEmbeddedMessages(document);
  const translator = messages ? createTranslator(messages.locale, messages.messages, messages.namespaces) : undefined;

  const styleCache = designSystem.createStyleCache();
  designSystem.adoptPrerenderedStyles(styleCache, document);
  const app = createElement(
    StrictMode,
    null,
    createElement(
      CacheProvider,
      { value: styleCache },
      createElement(BrowserRouter, null, createElement(App, { translator })),
    ),
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

const root = document.getElementById('root');
if (root) void start(root);
