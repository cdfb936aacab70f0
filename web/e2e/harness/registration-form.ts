import type { Locator } from 'playwright-core';
import { chooseDocument, CONTRACT_PNG, RECEIPT_PDF } from './documents.ts';

/** The drop zones' names in the page's language: "Reçu de paiement" / "إيصال الدفع", and the contract's. */
export interface RegistrationZones {
  receipt: RegExp;
  contract: RegExp;
}

/**
 * Fills the open register dialog as Salma Alaoui with `email` and `password`, by the fields' roles and
 * autocomplete (the same in every language), and chooses the receipt and the contract.
 */
export async function fillRegistrationForm(dialog: Locator, email: string, password: string, zones: RegistrationZones): Promise<void> {
  await dialog.locator('input[autocomplete="given-name"]').fill('Salma');
  await dialog.locator('input[autocomplete="family-name"]').fill('Alaoui');
  await dialog.locator('input[type="email"]').nth(0).fill(email);
  await dialog.locator('input[type="email"]').nth(1).fill(email);
  await dialog.locator('input[type="tel"]').fill('0612345678');
  await dialog.locator('input[autocomplete="new-password"]').nth(0).fill(password);
  await dialog.locator('input[autocomplete="new-password"]').nth(1).fill(password);
  await chooseDocument(dialog.getByRole('button', { name: zones.receipt }), RECEIPT_PDF);
  await chooseDocument(dialog.getByRole('button', { name: zones.contract }), CONTRACT_PNG);
  await dialog.getByText(RECEIPT_PDF.name).waitFor();
}
