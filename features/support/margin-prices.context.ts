import assert from 'node:assert/strict';
import { assertCount } from './assertions';
import { MARGIN_PRICE_GATEWAY } from '../../src/application/margin-prices/margin-price-gateway.port';
import { MARGIN_CSV_HEADER, type MarginCsvResult } from '../../src/domain/margin-prices/margin-csv';
import { lineNumberOf, type MarginPrice } from '../../src/domain/margin-prices/margin-price';
import { ValidationError } from '../../src/domain/shared/errors';
import type { BackOfficeWorld } from './world';
import { MARGIN_PRICES } from '../../src/application/margin-prices/margin-prices.tokens';

const GRID_PAGE = 100;

/** Line numbers as a scenario lists them: '2, 3 and 5'. */
const linesIn = (text: string): number[] => text.split(/,\s*|\s+and\s+/).map(Number);

/**
 * A reseller's margin grid (docs/screens.md#margin-prices): the grid before an upload, the
 * preview of a file, the model downloaded.
 */
export class MarginPricesContext {
  private gridBefore: readonly MarginPrice[] | null = null;
  private preview: MarginCsvResult | null = null;
  private model: string | null = null;

  constructor(private readonly world: BackOfficeWorld) {}

  /** The last action refused the file (a 400 listing what is wrong): its errors. */
  private refusedFile(): ValidationError {
    const error = this.world.lastError;
    assert.ok(error instanceof ValidationError, `expected a refused file, got ${String(error ?? 'success')}`);
    return error;
  }

  private async grid(): Promise<readonly MarginPrice[]> {
    const page = await this.world.use(MARGIN_PRICE_GATEWAY).list({ page: 1, size: GRID_PAGE });
    assert.ok(page.total <= GRID_PAGE, 'the grid is larger than one page');
    return page.items;
  }

  async openGrid(): Promise<void> {
    await this.world.attempt(() => this.grid());
  }

  async upload(text: string, options: { bom?: boolean } = {}): Promise<void> {
    this.gridBefore = await this.grid();
    const file = new Blob([`${options.bom ? '\uFEFF' : ''}${text}`], { type: 'text/csv' });
    await this.world.attempt(() => this.world.use(MARGIN_PRICE_GATEWAY).upload(file, 'grid.csv'));
  }

  async assertGridHolds(rows: readonly { scenario: string; quantity: string; marge: string }[]): Promise<void> {
    this.world.assertSucceeded();
    const key = (r: readonly [string, number, number]) => `${r[0]}|${r[1]}|${r[2]}`;
    const shown = (await this.grid()).map((p) => key([p.scenarioUid, p.quantity, p.marge])).sort();
    const expected = rows.map((r) => key([r.scenario, Number(r.quantity), Number(r.marge)])).sort();
    assert.deepEqual(shown, expected);
  }

  assertRefusedAt(lines: string): void {
    const error = this.refusedFile();
    const wanted = linesIn(lines);
    assert.deepEqual(
      error.errors.map((e) => lineNumberOf(e.field)),
      wanted,
      `refused: ${JSON.stringify(error.errors)}`,
    );
  }

  assertRefusedWhole(): void {
    const error = this.refusedFile();
    assert.deepEqual(
      error.errors.map((e) => e.field),
      ['file'],
    );
  }

  async assertGridUnchanged(): Promise<void> {
    assert.ok(this.gridBefore, 'nothing was uploaded');
    assert.ok(this.gridBefore.length > 0, 'the grid was empty before: the check would prove nothing');
    assert.deepEqual(await this.grid(), this.gridBefore);
  }

  async assertGridSize(lines: number): Promise<void> {
    assertCount((await this.grid()).length, lines, 'lines of the margin grid, the step’s number');
  }

  /** The grid shown is exactly the login's own lines in the database. */
  async assertGridOf(login: string): Promise<void> {
    const id = this.world.account(login).id;
    const own = this.world.backend.db.collections.margePrices
      .all()
      .filter((r) => r.resellerId === id)
      .map((r) => `${r.scenarioUid}|${r.quantity}|${r.marge}|${r.createdAt}`)
      .sort();
    assert.ok(own.length > 0, `${login} has no grid in the seed`);
    const shown = (await this.grid()).map((p) => `${p.scenarioUid}|${p.quantity}|${p.marge}|${p.createdAt}`).sort();
    assert.deepEqual(shown, own);
  }

  async previewFile(text: string): Promise<void> {
    this.preview = await this.world.use(MARGIN_PRICES).preview.execute(new Blob([text]));
  }

  assertPreviewMarks(lines: string): void {
    assert.ok(this.preview, 'no preview');
    const wanted = linesIn(lines);
    assert.deepEqual([...new Set(this.preview.errors.map((e) => e.line))], wanted);
    assert.ok(this.preview.rows.length > 0, 'the preview shows no row');
  }

  async downloadModel(): Promise<void> {
    this.model = await this.world.use(MARGIN_PRICES).csvModel.execute();
  }

  async assertModelAccepted(): Promise<void> {
    assert.ok(this.model, 'no model downloaded');
    assert.ok(this.model.startsWith(`\uFEFF${MARGIN_CSV_HEADER.join(';')}`), 'the model has no header');
    await this.world.attempt(() =>
      this.world.use(MARGIN_PRICE_GATEWAY).upload(new Blob([this.model as string]), 'model.csv'),
    );
    this.world.assertSucceeded();
  }
}

export const marginPrices = (world: BackOfficeWorld): MarginPricesContext => world.area(MarginPricesContext);
