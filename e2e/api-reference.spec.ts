import { expect, test } from './fixtures';
import { startMockApi } from '../mocks/server/mock-api';

/**
 * `npm run mock-api` serves the OpenAPI document and a reference page at /docs (docs/api/README.md):
 * it renders in Chromium with no network beyond the mock API itself.
 */
let api: Awaited<ReturnType<typeof startMockApi>>;

test.beforeAll(async () => {
  api = await startMockApi({ port: 0 });
});

test.afterAll(async () => {
  await api.close();
});

test('/docs shows every group of calls and an operation’s answer schema, offline', async ({ page }) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(api.url) && !request.url().startsWith('data:')) elsewhere.push(request.url());
  });
  await page.goto(`${api.url}/docs`);
  await expect(page.getByRole('heading', { name: /Label back office API/ })).toBeVisible();
  for (const tag of ['Orders', 'Quotes', 'Requests', 'Users']) {
    await expect(page.locator(`h3#operations-tag-${tag}`)).toBeVisible();
  }
  // The groups are listed closed; a click opens one.
  await page.locator('h3#operations-tag-Orders').click();
  const listOrders = page.locator('#operations-Orders-listOrders');
  await expect(listOrders).toContainText('/admin/orders');
  await listOrders.locator('button.opblock-summary-control').click();
  await expect(listOrders).toContainText('_filter[]');
  // The answer's example, written from the schema: an order row's fields.
  await expect(listOrders).toContainText('internalReference');
  await page.locator('section.models h4').click();
  await expect(page.locator('section.models')).toContainText('OrderRow');
  expect(elsewhere).toEqual([]);

  // "Try it out" calls the server the page was read from, whatever its port.
  await expect(page.locator('.servers select')).toHaveValue(api.url);

  const document = (await (await page.request.get(`${api.url}/openapi.json`)).json()) as { openapi: string };
  expect(document.openapi).toBe('3.1.0');
});

test('/docs/demo shows the demo’s own calls when they are mounted (DEMO=1), under the same policy', async ({
  page,
}) => {
  const demo = await startMockApi({ port: 0, demo: true });
  // The page's strict Content-Security-Policy holds there too.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  try {
    expect((await page.request.get(`${api.url}/docs/demo`)).status()).toBe(404);
    await page.goto(`${demo.url}/docs/demo`);
    await page.locator('h3#operations-tag-Demo').click();
    await expect(page.locator('#operations-Demo-prepareTourSituation')).toContainText('/demo/tour/{situation}');
    await expect(page.locator('h3#operations-tag-Orders')).toHaveCount(0);
    expect(refused).toEqual([]);
  } finally {
    await demo.close();
  }
});
