/** docs/entities.md#margin-price: one line of a reseller's margin grid. */
export interface MarginPrice {
  readonly scenarioUid: string;
  readonly quantity: number;
  /** Percent. */
  readonly marge: number;
  readonly createdAt: string;
}

/** The answer to an accepted grid: how many lines replaced the former grid. */
export interface MarginUploadResult {
  readonly imported: number;
}

/** The API names a refused line `line 3`; the UI and tests want the number. */
export function lineNumberOf(field: string): number | null {
  const match = /^line (\d+)$/.exec(field);
  return match ? Number(match[1]) : null;
}

export const lineField = (line: number): string => `line ${line}`;
