import { AppError } from '../shared/errors';

/** Why the back office refuses a request action before asking the server. */
export type RequestRefusal =
  'notPending' | 'notAnswered' | 'notWaiting' | 'filesMissing' | 'notPdf' | 'tooLarge' | 'empty' | 'truncated';

/** A request action the domain refuses; `message` is an i18n key (requests.refusals.*). */
export class RequestActionRefusedError extends AppError {
  constructor(readonly reason: RequestRefusal) {
    super(`requests.refusals.${reason}`);
  }
}
