import { describe, expect, it } from 'vitest';
import { formatTable, totals } from './report';
import type { ConformanceRow, ConformanceRun } from './run';

const row = (call: string, result: ConformanceRow['result'], got = 'ok'): ConformanceRow => ({
  group: 'reads',
  call,
  expected: '200',
  got,
  result,
  operations: ['listOrders'],
  rules: [],
  ms: 1,
});

describe("conformance's report (docs/api/README.md#checking-a-server)", () => {
  it('reads right when a count is one: "1 check", never "1 checks"', () => {
    expect(totals([row('listOrders', 'pass')])).toBe('1 check: 1 passed, 0 failed, 0 skipped');
    expect(totals([row('listOrders', 'pass'), row('getOrder', 'fail')])).toBe(
      '2 checks: 1 passed, 1 failed, 0 skipped',
    );
  });

  it('says a root cause once, naming the checks that were skipped for it', () => {
    const why = 'skipped: it needs "login as the admin", which failed (401)';
    const run = {
      rows: [row('login as the admin', 'fail', '401'), row('listOrders', 'skip', why), row('getOrder', 'skip', why)],
      stopped: 'the admin cannot log in',
    } as unknown as ConformanceRun;
    const text = formatTable(run);
    const skipped = text.slice(text.indexOf('Skipped, and why:'));
    expect(skipped).toContain('- it needs "login as the admin", which failed (401) (2 checks: listOrders; getOrder)');
    expect(skipped.split('it needs').length).toBe(2);
  });
});
