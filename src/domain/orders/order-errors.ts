import { AppError } from '../shared/errors';
import type { TransitionRefusal } from './order-status';

/** Why the back office refuses an order action before asking the server. */
export type OrderRefusal =
  | TransitionRefusal
  | 'notResellerOrder'
  | 'statusNotAllowed'
  | 'alreadyWaiting'
  | 'cancellationNotAllowed'
  | 'notPdf'
  | 'tooLarge'
  | 'empty'
  | 'truncated'
  | 'emptySelection';

/** An order action the domain refuses; `message` is an i18n key (orders.refusals.*). */
export class OrderActionRefusedError extends AppError {
  constructor(readonly reason: OrderRefusal) {
    super(`orders.refusals.${reason}`);
  }
}

/**
 * docs/screens.md#errors-and-notices: the server's non-conformity procedure failed
 * (docs/rules.md#non-conformity: no FTP URL); the toast says
 * 'An error occurred while deleting the file on the FTP' followed by `processMessage`.
 */
export class NonConformityProcessError extends AppError {
  constructor(readonly processMessage: string) {
    super(processMessage);
  }
}
