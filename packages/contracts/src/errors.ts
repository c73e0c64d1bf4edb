import type { ADMIN_TEXTS } from './admin.js';
import type { RECEIPT_TEXTS } from './receipts.js';
import type { RECONCILE_TEXTS } from './reconciliation.js';
import type { STAFF_TEXTS } from './staff.js';
import type { TextKey } from './texts.js';

/**
 * The codes of the messages made by a function (packages/contracts/src/texts.ts), each with the names of the values
 * it puts in; an answer carrying one of them carries those values as `params`.
 */
export interface ComposedErrors {
  /** unpaidBookingsLimitText */
  unpaidBookingsLimit: { limit: number };
  /** changeByPhoneText */
  changeByPhone: { cutoffHours: number; phone: string };
  /** cancelByPhoneText */
  cancelByPhone: { phone: string };
}
export type ComposedErrorCode = keyof ComposedErrors;

/** Every `code` of a failure: a fixed text's key, or the code of a composed message. */
export type ErrorCode =
  | TextKey
  | keyof typeof ADMIN_TEXTS
  | keyof typeof STAFF_TEXTS
  | keyof typeof RECONCILE_TEXTS
  | keyof typeof RECEIPT_TEXTS
  | ComposedErrorCode;
