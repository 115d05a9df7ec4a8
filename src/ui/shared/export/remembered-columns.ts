/** The columns chosen last time under `storageKey`, in the list's order (every one the first time). */
export function rememberedColumns<P extends string>(storageKey: string, properties: readonly P[]): P[] {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as unknown;
    if (Array.isArray(stored)) return properties.filter((p) => stored.includes(p));
  } catch {
    // Unreadable: start again from every column.
  }
  return [...properties];
}

export function rememberColumns(storageKey: string, columns: readonly string[]): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(columns));
  } catch {
    // Storage full or disabled: the choice is simply not kept.
  }
}
