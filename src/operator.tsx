import { createRoot } from 'react-dom/client';
import { OPERATOR_PREVIEW_PARAM } from '@/api/wire/operator';
import { getConfiguration } from '@/api';
import { readEmbeddedConfiguration } from '@/config';

/**
 * The entry of the operator console (issue 31) and of its preview frames: `/operator` and pages asked for with
 * `?operatorpreview` load this build instead of index.tsx (server/routes/spa.ts), so the booking page's own scripts
 * carry nothing of the console (its route, its chunks, the preview's receiver).
 */
async function start(element: HTMLElement) {
  const config =
    readEmbeddedConfiguration(document) ?? (await getConfiguration({ airports: false }).catch(() => undefined));
  element.replaceChildren();
  const root = createRoot(element);
  const preview = new URLSearchParams(location.search).has(OPERATOR_PREVIEW_PARAM) && window.parent !== window;
  if (preview && config) {
    const { startPreviewFrame } = await import(
      /* webpackChunkName: "operator-preview" */ './app/operator/previewFrame'
    );
    await startPreviewFrame(root, config);
  } else {
    const { startOperatorPage } = await import(/* webpackChunkName: "operator-page" */ './app/operator/OperatorPage');
    await startOperatorPage(root, config);
  }
}

const element = document.getElementById('root');
if (element) void start(element);
