import { AppError } from '../shared/errors';

/** Why the back office refuses a quote action before asking the server. */
export type QuoteRefusal =
  | 'notWaitingForFiles'
  | 'notValidatable'
  | 'filesMissing'
  | 'notPdf'
  | 'tooLarge'
  | 'empty'
  | 'truncated'
  | 'emptySelection';

/** A quote action the domain refuses; `message` is an i18n key (quotes.refusals.*). */
export class QuoteActionRefusedError extends AppError {
  constructor(
    readonly reason: QuoteRefusal,
    /** The series still without their file, by name ('filesMissing'). */
    readonly missing: readonly string[] = [],
  ) {
    super(`quotes.refusals.${reason}`);
  }
}
