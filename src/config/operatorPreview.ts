import type { WireConfiguration } from '@/api/wire/configuration';
import {
  PREVIEW_DRAFT_MESSAGE,
  PREVIEW_READY_MESSAGE,
  type PreviewMessage,
  type WireOperatorDocument,
} from '@/api/wire/operator';

/**
 * The console's preview frame, the draft preview rule (rules: draft-preview; issue 31): the booking page opened with ?operatorpreview inside the operator's own
 * console shows the operator's unsaved draft. A draft is taken only (1) when this browser holds an operator's
 * session (the operator API answers it; a customer's or nobody's gets 401 or 403, and the frame then never asks),
 * and (2) from the frame's parent on this same origin. So a draft never reaches a customer's page. Loaded with
 * import() only in such a frame: the booking page's own scripts do not carry it.
 */
export function receiveOperatorDrafts(
  apply: (configuration: WireOperatorDocument['configuration'], messages?: Record<string, string>) => void,
): () => void {
  let stopped = false;
  const onMessage = (event: MessageEvent<PreviewMessage>) => {
    if (event.origin !== window.location.origin || event.source !== window.parent) return;
    if (event.data?.type === PREVIEW_DRAFT_MESSAGE) apply(event.data.configuration, event.data.messages);
  };
  void fetch('/api/operator/document', { method: 'GET', credentials: 'same-origin' }).then(
    (response) => {
      if (stopped || !response.ok) return;
      window.addEventListener('message', onMessage);
      window.parent.postMessage({ type: PREVIEW_READY_MESSAGE } satisfies PreviewMessage, window.location.origin);
    },
    () => undefined,
  );
  return () => {
    stopped = true;
    window.removeEventListener('message', onMessage);
  };
}

/** The page's configuration with the draft's operator fields (the server's per-request fields stay). */
export const withDraft = (
  config: WireConfiguration,
  draft: WireOperatorDocument['configuration'],
): WireConfiguration => ({ ...config, ...draft });
