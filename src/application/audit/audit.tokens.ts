import { token } from '../shared/token';
import type { AuditTrail } from './audit.use-cases';

/** The token of AuditTrail: in a file of its own, so that naming it does not load the use case with the first page. */
export const AUDIT = token<AuditTrail>('audit');
