import { token } from '../shared/token';
import type { CountWaitingRequests } from './requests.use-cases';

/** The sidebar's counts of the requests (cancellations, non-conformities) waiting for an answer. */
export const WAITING_COUNTS = token<CountWaitingRequests>('waitingCounts');
