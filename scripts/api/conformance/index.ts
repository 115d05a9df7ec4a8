/**
 * The conformance run (docs/api/README.md#checking-a-server): the SPA's own HTTP adapter and raw
 * calls against any server, every answer checked against the OpenAPI document, the rules of the
 * API checked as a user of the back office relies on them, and requests generated from the
 * document's own schemas. By default it only reads; `write` adds the record calls, the workflows
 * and the business refusals (for a test server only: they change its data).
 */
import { cancellationFlow, marginGrid, nonConformityFlow, orderFlows, quoteFlow, sessionFlows } from './flows';
import { eventChecks } from '../conformance-events';
import { generatedRequests } from './generated';
import { listConventions } from './lists';
import { marginRules } from './margin';
import { noticeChecks } from './notices';
import { adminReads } from './reads';
import { changedAndRestored, lifecycle, lifecycles, passphrase, remove } from './records';
import { refusals } from './refusals';
import { ConformanceRun, Stop, type ConformanceOptions } from './run';
import { resellerScoping } from './scoping';
import { logoutChecks, openSessions, sessionChecks, type Sessions } from './session';

export { ConformanceRun, type ConformanceOptions } from './run';

/** Every check of the run, in order. A run that cannot go on stops, saying why (`run.stopped`). */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceRun> {
  const run = new ConformanceRun(options);
  try {
    const sessions = await openSessions(run);
    await sessionChecks(run, sessions);
    await adminReads(run, sessions);
    // With --write, after the writes: the outbox and the notifications then have rows to page.
    if (!options.write) await listConventions(run, sessions);
    await resellerScoping(run, sessions);
    if (options.write) {
      await writeChecks(run, sessions);
      await listConventions(run, sessions);
    }
    await noticeChecks(run, sessions, Boolean(options.write));
    run.group = 'events';
    await eventChecks(
      {
        // The stream is read with a fetch of its own (it never ends), so its checks say they called it.
        check: async (call, expected, body) => {
          await run.check(call, expected, body);
          run.called.checks.add('streamEvents');
        },
      },
      {
        baseUrl: options.baseUrl,
        adminToken: sessions.adminToken,
        resellerToken: sessions.resellerToken,
        resellerId: sessions.resellerId,
        write: Boolean(options.write),
      },
    );
    await generatedRequests(run, sessions);
    run.group = 'session';
    await logoutChecks(run, sessions);
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    run.stopped = error.message;
  }
  return run;
}

/** The checks that change data: records, workflows, refusals; what they create is deleted again. */
async function writeChecks(run: ConformanceRun, sessions: Sessions): Promise<void> {
  // Names and numbers no earlier run left behind.
  const stamp = Date.now() % 1_000_000_000;
  run.group = 'records';
  run.as(sessions.adminToken);
  const lives = lifecycles(stamp);
  const created = [];
  for (const life of lives) created.push(await lifecycle(run, life));
  const user = created[lives.findIndex((life) => life.name === 'user')];
  if (!user) throw new Error('The user lifecycle is missing');
  await changedAndRestored(run, sessions, stamp);
  await orderFlows(run, sessions);
  await cancellationFlow(run, sessions);
  await nonConformityFlow(run, sessions);
  await quoteFlow(run, sessions);
  run.group = 'resellers';
  await marginGrid(run, sessions);
  await marginRules(run, sessions);
  await sessionFlows(run, sessions, user, passphrase(stamp));
  await refusals(run, sessions, user, stamp);
  run.group = 'records';
  run.as(sessions.adminToken);
  for (let i = lives.length - 1; i >= 0; i -= 1) await remove(run, lives[i]!, created[i]!);
}
