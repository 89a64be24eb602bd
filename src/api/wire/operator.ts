/**
 * The operator console's calls (issue 31, docs/configuration.md "The operator console") and the preview protocol
 * between the console and its preview frames. Types and constants only, shared by the server, the console and the
 * booking page's preview receiver.
 */
import type { WireConfiguration } from './configuration';
import type { LicenceSwitches } from './licensedConfiguration';

/** The operator document: the configuration without the fields the server adds, and the rest of the file. */
export interface WireOperatorDocument {
  configuration: Omit<WireConfiguration, 'code' | 'message' | 'servertime' | 'airports'>;
  [part: string]: unknown;
}

export interface WireDocumentIssue {
  /** The field's dotted path, e.g. "configuration.brand.colors.brand.600"; '' for the document as a whole. */
  path: string;
  message: string;
}

export interface WireVersionSummary {
  version: number;
  source: 'file' | 'console' | 'rollback';
  restoredVersion: number | null;
  author: string | null;
  createdAt: string;
}

/** The query parameter that opens the booking page as the console's preview frame. */
export const OPERATOR_PREVIEW_PARAM = 'operatorpreview';

/** The frame asks for the draft once it has proved an operator's session; the console answers with a draft message. */
export const PREVIEW_READY_MESSAGE = 'operator-preview-ready';
export const PREVIEW_DRAFT_MESSAGE = 'operator-preview-draft';

export type PreviewMessage =
  | { type: typeof PREVIEW_READY_MESSAGE }
  | {
      type: typeof PREVIEW_DRAFT_MESSAGE;
      configuration: WireOperatorDocument['configuration'];
      /** The draft's own wording in the frame's language (message id: ICU text), laid over its catalogs. */
      messages?: Record<string, string>;
    };

/** GET /api/operator/licences: a client site's licence and the overrides its booking frame applies. */
export interface WireClientLicence {
  trackingcode: string;
  parentdomain: string;
  bookingpageurl: string;
  revoked: boolean;
  expires: string | null;
  switches: LicenceSwitches;
}
