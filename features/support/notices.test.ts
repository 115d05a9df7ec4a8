import assert, { AssertionError } from 'node:assert/strict';
import { describe, expect, it } from 'vitest';
import type { Notice } from '../../src/application/shared/signals';
import { withOneDiff } from './assertions';
import { codeShownAs } from './i18n';
import { assertTold, assertToldUnderTitle } from './notices';

/** The message of the error `check` throws. */
function failure(check: () => void): AssertionError {
  try {
    check();
  } catch (error) {
    if (error instanceof AssertionError) return error;
    throw error;
  }
  throw new Error('no failure');
}

const sent: Notice[] = [{ intent: 'success', messageKey: 'orders.toasts.cancellationAsked' }];

describe('a wrong toast, as a failed step prints it (docs/qa.md#when-a-step-fails)', () => {
  it('names the toast expected and the toasts shown, in the French the user read, never a key', () => {
    const error = failure(() => assertTold(sent, 'Demande envoyée !'));
    expect(error.message).toBe(
      'expected a toast "Demande envoyée !"; the toasts shown were:\n  success: "Demande d’annulation envoyée."',
    );
    expect(withOneDiff(error)).toMatchObject({ showDiff: false });
  });

  it('says when no toast was shown at all, and which intent a toast had', () => {
    expect(failure(() => assertTold([], 'Statut modifié.')).message).toContain('(no toast)');
    expect(failure(() => assertTold(sent, 'Demande d’annulation envoyée.', 'danger')).message).toBe(
      'expected the toast "Demande d’annulation envoyée." as danger; it was shown as success',
    );
    const titled = failure(() => assertToldUnderTitle(sent, 'Cette demande n’existe plus.', 'Erreur'));
    expect(titled.message).toContain('success: "Demande d’annulation envoyée."');
  });

  it('keeps one diff: node’s own, or cucumber’s when the step gave its own message', () => {
    const generated = failure(() => assert.equal('En attente', 'Livrée'));
    expect(generated.message).toContain("+ 'En attente'");
    expect(withOneDiff(generated)).toMatchObject({ showDiff: false });
    const truth = failure(() => assert.ok(false, 'nothing sent'));
    expect(withOneDiff(truth)).toMatchObject({ showDiff: false });
    const explained = failure(() => assert.equal(201, 400, 'the answer was {"message":"…"}'));
    expect((withOneDiff(explained) as { showDiff?: boolean }).showDiff).toBeUndefined();
  });
});

describe('a status word the app does not show, as a failed step prints it (docs/qa.md#the-language-of-steps)', () => {
  it('refuses "Validée" for a quote, naming the words the app shows, rather than an undefined step', () => {
    expect(codeShownAs('quotes.status', 'Validé')).toBe('validated');
    expect(() => codeShownAs('quotes.status', 'Validée')).toThrow(
      'the app shows no "Validée" among quotes.status: it shows "En attente des fichiers", "Prêt", "Validé", "Expiré"',
    );
  });
});
