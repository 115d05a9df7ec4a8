import { expect, test } from './fixtures';
import { ACCOUNTS, loginAs, pdfFile, settled, sidebar } from './support';

test('an admin gives an order its first delivery note, then replaces it; a file that is not a PDF is refused under the field', async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.admin);
  await sidebar(page).getByRole('link', { name: 'Commandes' }).click();
  await settled(page);
  const pending = page
    .getByRole('table', { name: 'Commandes' })
    .locator('tbody tr')
    .filter({ has: page.locator('.order-status', { hasText: /^En attente$/ }) });
  await pending
    .first()
    .getByRole('button', { name: /^Voir la commande/ })
    .click();
  const section = page.getByRole('region', { name: 'Bon de livraison' });
  await expect(section).toBeVisible();
  const field = section.getByLabel('Choisir un PDF…');

  // Not a PDF by its content: said under the field as soon as it is chosen, before any question; nothing to send.
  await field.setInputFiles({ name: 'bon.pdf', mimeType: 'application/pdf', buffer: Buffer.from('GIF89a') });
  await expect(section.getByRole('alert')).toHaveText(
    'Ce fichier n’est pas un PDF (son contenu ne commence pas par %PDF-).',
  );
  await expect(section.getByRole('button', { name: 'Envoyer le bon de livraison' })).toBeDisabled();
  const ask = page.getByRole('dialog', { name: 'Envoyer ce bon de livraison ?' });

  // A first real note: the confirmation does not speak of replacing.
  await field.setInputFiles(pdfFile('bl-1.pdf'));
  await section.getByRole('button', { name: 'Envoyer le bon de livraison' }).click();
  await expect(ask).toContainText('Le fichier bl-1.pdf sera le bon de livraison de cette commande.');
  await ask.getByRole('button', { name: 'Confirmer' }).click();
  await expect(section.getByRole('button', { name: 'Télécharger bl-1.pdf' })).toBeVisible();

  // A second one replaces it, and says so.
  await field.setInputFiles(pdfFile('bl-2.pdf'));
  await section.getByRole('button', { name: 'Envoyer le bon de livraison' }).click();
  await expect(ask).toContainText('Le fichier bl-2.pdf remplacera le bon de livraison actuel.');
  await ask.getByRole('button', { name: 'Confirmer' }).click();
  await expect(section.getByRole('button', { name: 'Télécharger bl-2.pdf' })).toBeVisible();
});
