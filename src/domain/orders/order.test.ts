import { describe, expect, it } from 'vitest';
import {
  canSyncFiles,
  exportFileName,
  isExportProperty,
  isResellerPlaced,
  mayAskCancellation,
  nonConformityPrecheck,
  ORDER_EXPORT_PROPERTIES,
  zipFileName,
  type NonConformity,
  type OrderStatusRef,
} from './order';
import { ORDER_STATUSES, type OrderStatusId } from './order-status';
import { MAX_UPLOAD_BYTES, startsAsPdf, uploadRefusal } from './upload-check';

const status = (id: OrderStatusId): OrderStatusRef => ({ id, name: String(id), extId: id });
const waiting = { status: 'waiting' } as NonConformity;
const answered = { status: 'answered' } as NonConformity;

describe('placing an order in non-conforming', () => {
  it('refuses an order placed by staff first', () => {
    expect(isResellerPlaced({ resellerId: null })).toBe(false);
    expect(nonConformityPrecheck({ resellerId: null, status: status(0) }, null)).toEqual({
      reason: 'notResellerOrder',
      shown: 'whenTried',
    });
    expect(nonConformityPrecheck({ resellerId: null, status: status(3) }, waiting)?.reason).toBe('notResellerOrder');
  });
  it('allows a reseller’s order in 0, 1 or 2 only, once answered requests are done', () => {
    const allowed = ORDER_STATUSES.filter(
      (id) => nonConformityPrecheck({ resellerId: 7, status: status(id) }, answered) === null,
    );
    expect(allowed).toEqual([0, 1, 2]);
    expect(nonConformityPrecheck({ resellerId: 7, status: status(3) }, null)).toEqual({
      reason: 'statusNotAllowed',
      shown: 'disabled',
    });
  });
  it('refuses a second request while one waits', () => {
    expect(nonConformityPrecheck({ resellerId: 7, status: status(1) }, waiting)).toEqual({
      reason: 'alreadyWaiting',
      shown: 'disabled',
    });
  });
});

describe('asking to cancel', () => {
  it('is offered on pending and in-progress orders with no request waiting', () => {
    const offered = ORDER_STATUSES.filter((id) =>
      mayAskCancellation({ status: status(id), cancellationPending: false }),
    );
    expect(offered).toEqual([0, 1]);
    expect(mayAskCancellation({ status: status(0), cancellationPending: true })).toBe(false);
  });
});

describe('files', () => {
  it('refuses a file sync of a not-conformed order (ext_id 5) only', () => {
    expect(ORDER_STATUSES.filter((id) => !canSyncFiles({ status: status(id) }))).toEqual([5]);
  });
  it('names the files as docs/rules.md#exports does', () => {
    expect(exportFileName('csv')).toBe('order-csv.csv');
    expect(exportFileName('xlsx')).toBe('order-xlsx.xlsx');
    expect(zipFileName(1042)).toBe('order-zip-1042.zip');
  });
  it('knows the 22 export properties of docs/entities.md#export-properties and nothing else', () => {
    expect(ORDER_EXPORT_PROPERTIES).toHaveLength(22);
    expect(isExportProperty('customerName')).toBe(true);
    expect(isExportProperty('password')).toBe(false);
  });
});

describe('uploads (docs/rules.md#uploads)', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it('recognises a PDF by its first bytes, not its name', () => {
    expect(startsAsPdf(bytes('%PDF-1.7'))).toBe(true);
    expect(startsAsPdf(bytes('%PDF'))).toBe(false);
    expect(startsAsPdf(bytes('PK\u0003\u0004'))).toBe(false);
  });
  it('refuses more than 20 MB, then anything not a PDF', () => {
    expect(uploadRefusal(MAX_UPLOAD_BYTES, bytes('%PDF-'), bytes('%%EOF'))).toBeNull();
    expect(uploadRefusal(MAX_UPLOAD_BYTES + 1, bytes('%PDF-'))).toBe('tooLarge');
    expect(uploadRefusal(10, bytes('hello'))).toBe('notPdf');
  });
});
