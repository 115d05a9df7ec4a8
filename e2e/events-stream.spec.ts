import { expect, test, type Page } from './fixtures';
import { ACCOUNTS, loginAs } from './support';

/**
 * docs/api/README.md#events in the demo: GET /events goes through the service worker to the one
 * backend every tab shares (docs/events.md#every-tab-of-the-demo), which streams it back
 * chunk by chunk. A change made in one tab reaches the stream another tab holds open.
 */

interface Seen {
  readonly event: string;
  readonly data: string;
}

/** Opens GET /events in the page with its session's token; what arrives is kept in `window.seenEvents`. */
async function openStream(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('bo.session') ?? '{}') as { token: string };
    const seen: Seen[] = [];
    (window as unknown as { seenEvents: Seen[] }).seenEvents = seen;
    const response = await fetch('/api/events', { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200) throw new Error(`GET /events: ${response.status}`);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const read = async (): Promise<void> => {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const event = block.find((line) => line.startsWith('event: '))?.slice(7);
        const data = block.find((line) => line.startsWith('data: '))?.slice(6);
        if (event && data) seen.push({ event, data });
      }
      return read();
    };
    void read();
  });
}

const seenEvents = (page: Page) => page.evaluate(() => (window as unknown as { seenEvents: Seen[] }).seenEvents ?? []);

test('a change made in one tab reaches the event stream open in another', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  const other = await page.context().newPage();
  await other.goto('/order');
  await expect(other.getByRole('table', { name: 'Commandes' }).locator('tbody tr').first()).toBeVisible();
  await openStream(other);
  await expect.poll(async () => (await seenEvents(other)).map((e) => e.event)).toEqual(['ready']);

  const moved = await page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('bo.session') ?? '{}') as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const list = (await (await fetch('/api/admin/orders?_filter[]=0&_limit=1', { headers })).json()) as {
      list: { id: number }[];
    };
    const id = list.list[0]!.id;
    const answer = await fetch(`/api/admin/status/orders/${id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ status: 1 }),
    });
    return { id, status: answer.status };
  });
  expect(moved.status).toBe(200);

  await expect
    .poll(async () => (await seenEvents(other)).filter((e) => e.event === 'change').map((e) => JSON.parse(e.data)))
    .toEqual([
      expect.objectContaining({
        entry: expect.objectContaining({
          entity: 'order',
          entityId: moved.id,
          changes: [{ field: 'status', from: 0, to: 1 }],
        }),
      }),
    ]);
});
