import { describe, expect, it } from 'vitest';
import { localDayBound } from '../shared/list/list-filters-url';
import { actorValue, recordHistoryHref, toAuditFilter } from './audit-filters-url';

describe('the audit page’s URL filters', () => {
  it('become the audit list’s filter, the days as the instants they start and end', () => {
    expect(
      toAuditFilter({
        entity: 'reseller',
        entityId: '21',
        actor: actorValue(3, 'admin@demo.local'),
        action: 'update',
        start: '2026-03-01',
        end: '2026-03-31',
      }),
    ).toEqual({
      entity: 'reseller',
      entityId: 21,
      actorId: 3,
      action: 'update',
      from: localDayBound('2026-03-01', false),
      to: localDayBound('2026-03-31', true),
    });
  });

  it('leave out what the list does not know (a shared link edited by hand)', () => {
    expect(
      toAuditFilter({ entity: 'planet', entityId: '-4', actor: 'someone', action: 'explode', start: '01/03/2026' }),
    ).toEqual({
      entity: undefined,
      entityId: undefined,
      actorId: undefined,
      action: undefined,
      from: undefined,
      to: undefined,
    });
    expect(toAuditFilter({ entityId: '2.5' }).entityId).toBeUndefined();
    expect(toAuditFilter({ entityId: '99999999999999999999' }).entityId).toBeUndefined();
  });

  it('give each record page the link to its own history, which reads back as that record', () => {
    const href = recordHistoryHref('categories', 7);
    expect(href).toBe('/audit?entity=categories&entityId=7');
    const params = Object.fromEntries(new URL(href, 'http://app').searchParams);
    expect(toAuditFilter(params)).toMatchObject({ entity: 'categories', entityId: 7 });
  });
});
