// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderListPage } from '../../orders/order-list.page';
import { renderScreen, type Screen } from '../../testing/screen-kit';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

/** The files the app handed the browser to save: their name and content. */
let saved: { name: string; blob: Blob }[] = [];
const createObjectURL = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
beforeEach(() => {
  saved = [];
  let blob: Blob | null = null;
  // jsdom saves nothing: the file is caught where the app hands it to the browser (download-file.ts).
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (b: Blob) => ((blob = b), 'blob:export'),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) saved.push({ name: this.download, blob });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  // The files of a vitest worker share their globals (vitest.config.ts): URL is left as it was.
  if (createObjectURL) Object.defineProperty(URL, 'createObjectURL', createObjectURL);
  else Reflect.deleteProperty(URL, 'createObjectURL');
});

const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
const total = async () => Number((await screen.findByText(/^[\d\s  ]+ résultats?$/)).textContent?.replace(/\D/g, ''));

async function openExport(s: Screen, type: 'CSV' | 'XLSX') {
  await s.user.click(await screen.findByRole('button', { name: `Export ${type}` }));
  return screen.findByRole('dialog', { name: `Exporter les commandes (${type})` });
}

describe('the export dialog (docs/rules.md#exports, docs/lists.md#columns-and-density)', () => {
  it('exports the filtered rows in the columns ticked, in the export’s order, and starts again from the visible columns', async () => {
    const s = await renderScreen(<OrderListPage />, { path: '/order?status%5B%5D=0&status%5B%5D=1' });
    const count = await total();
    expect(count).toBeGreaterThan(25);

    const dialog = await openExport(s, 'CSV');
    // The dialog starts from the list's visible columns: the format column stands for width and
    // height; the address is no column of the list.
    for (const shown of ['Société', 'Scénario', 'Hauteur', 'Référence']) {
      expect(within(dialog).getByRole('checkbox', { name: shown })).toHaveProperty('checked', true);
    }
    expect(within(dialog).getByRole('checkbox', { name: 'Adresse' })).toHaveProperty('checked', false);

    await s.user.click(within(dialog).getByRole('button', { name: 'Tout décocher' }));
    expect(within(dialog).getByRole('button', { name: 'Exporter' })).toHaveProperty('disabled', true);
    for (const column of ['N° commande', 'Société', 'Statut', 'Total']) {
      await s.user.click(within(dialog).getByRole('checkbox', { name: column }));
    }
    await s.user.click(within(dialog).getByRole('button', { name: 'Exporter' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Exporter les commandes/ })).toBeNull());

    expect(saved[0]?.name).toBe('order-csv.csv');
    const text = new TextDecoder().decode(await bytesOf(saved[0]!.blob)).replace(/^\uFEFF/, '');
    const parsed = Papa.parse<string[]>(text, { delimiter: ';', skipEmptyLines: true }).data;
    // Columns come in the order of docs/entities.md#export-properties, whatever order they were ticked in.
    expect(parsed[0]).toEqual(['N° commande', 'Société', 'Total (€)', 'Statut']);
    // Every filtered row, every page of it.
    expect(parsed).toHaveLength(count + 1);
    for (const row of parsed.slice(1)) expect(['En attente', 'En cours de traitement']).toContain(row[3]);

    // Opened again, it starts again from the visible columns, not from the last choice.
    const again = await openExport(s, 'XLSX');
    expect(within(again).getByRole('checkbox', { name: 'Scénario' })).toHaveProperty('checked', true);
    await s.user.click(within(again).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Exporter les commandes/ })).toBeNull());
    expect(saved).toHaveLength(1);
  });

  it('exports every order in every column as XLSX, its sheet in the user’s language', async () => {
    const s = await renderScreen(<OrderListPage />, { path: '/order' });
    const count = await total();
    const dialog = await openExport(s, 'XLSX');
    await s.user.click(within(dialog).getByRole('button', { name: 'Tout cocher' }));
    await s.user.click(within(dialog).getByRole('button', { name: 'Exporter' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 30_000 });

    // The file keeps SPEC's name; its sheet speaks the user's language.
    expect(saved[0]?.name).toBe('order-xlsx.xlsx');
    const bytes = Buffer.from(await bytesOf(saved[0]!.blob));
    const rows = await readSheet(bytes, 'Commandes');
    expect(rows[0]?.[0]).toBe('N° commande');
    expect(rows[0]).toContain('Statut');
    expect(rows).toHaveLength(count + 1);
  });
});
