/**
 * The listed entities every adapter serves the same way (src/infrastructure/shared/records.ts says
 * where each lives in the API), from the application's table of record entities. Apart, so the
 * composition root knows them without loading the API modules of every screen on the login page.
 */
export { RECORD_KEYS, type RecordKey } from '../../application/shared/record-tokens';
