import { describe, expect, it } from 'vitest';
import { EventLog } from './event-log';

const staff = { kind: 'change', resellerId: null } as const;
const publish = (log: EventLog, n: number) => {
  for (let i = 0; i < n; i++) log.publish('change', staff, { n: i });
};

describe('the event log: ids that resume exactly, a bounded window (docs/api/README.md#events)', () => {
  it('numbers events one by one, and gives the events after an id, none lost and none repeated', () => {
    const log = new EventLog(100);
    publish(log, 5);
    expect(log.last).toBe(5);
    expect(log.since(2)).toEqual({
      events: [
        expect.objectContaining({ id: 3 }),
        expect.objectContaining({ id: 4 }),
        expect.objectContaining({ id: 5 }),
      ],
    });
    expect(log.since(5)).toEqual({ events: [] });
    expect(log.since(0)).toEqual({ events: expect.arrayContaining([expect.objectContaining({ id: 1 })]) });
  });

  it('keeps only its window: a resume from before it is told to reload, one inside it is exact', () => {
    const log = new EventLog(10);
    publish(log, 40);
    expect(log.since(29)).toEqual({ reload: 'too-old' });
    const resumed = log.since(30);
    expect('events' in resumed && resumed.events.map((e) => e.id)).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
  });

  it('holds at most one and a half windows in memory, whatever the traffic', () => {
    const log = new EventLog(10);
    publish(log, 1_000);
    expect((log as unknown as { kept: unknown[] }).kept.length).toBeLessThan(15);
    expect(log.last).toBe(1_000);
  });

  it('does not know an id above its last (another server, or one before a restart): reload', () => {
    const log = new EventLog(10);
    publish(log, 3);
    expect(log.since(4)).toEqual({ reload: 'unknown' });
  });

  it('goes on from the log it replaces, so a stream of the previous one resumes', () => {
    const log = new EventLog(10, 120);
    expect(log.since(120)).toEqual({ events: [] });
    publish(log, 1);
    expect(log.last).toBe(121);
  });

  it('calls its listeners in the same turn as the publication, until they stop', () => {
    const log = new EventLog(10);
    const seen: number[] = [];
    const stop = log.subscribe((event) => seen.push(event.id));
    publish(log, 2);
    stop();
    publish(log, 1);
    expect(seen).toEqual([1, 2]);
  });
});
