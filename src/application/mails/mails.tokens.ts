import { token } from '../shared/token';
import type { SentMails } from './sent-mails';

/** The token of SentMails: in a file of its own, so that naming it does not load the use case with the first page. */
export const SENT_MAILS = token<SentMails>('sentMails');
