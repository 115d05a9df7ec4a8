import { describe, expect, it } from 'vitest';
import { headerLines } from './header-lines';

describe('a list header in two lines at most (docs/screens.md#common-list-behaviour)', () => {
  it('keeps a one-word header whole', () => {
    expect(headerLines('Transportista')).toEqual(['Transportista']);
  });

  it('cuts a two-word header between its words', () => {
    expect(headerLines('Créée le')).toEqual(['Créée', 'le']);
  });

  it('cuts a longer header where its longer half is shortest', () => {
    expect(headerLines('Referencia del presupuesto')).toEqual(['Referencia del', 'presupuesto']);
    expect(headerLines('Date de dernière connexion')).toEqual(['Date de dernière', 'connexion']);
  });
});
