import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** A demo staff member as the demo's start wrote them (password and TOTP secret). */
export interface DemoStaff {
  username: string;
  password: string;
  totpSecret: string;
}

/** The demo's admin and second approver, from the data folder the server started with. */
export function demoStaff(): { admin: DemoStaff; approver: DemoStaff } {
  const [admin, approver] = JSON.parse(
    readFileSync(join(inject('dataDir'), 'demo-staff.json'), 'utf8'),
  ) as DemoStaff[];
  if (!admin || !approver) throw new Error('the demo seeded no staff');
  return { admin, approver };
}

/** The authenticator app's code (RFC 6238: HMAC-SHA1 of the 30 s step, 6 digits). */
export function authenticatorCode(secretBase32: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secretBase32].map((char) => alphabet.indexOf(char).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const step = Buffer.alloc(8);
  step.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac('sha1', key).update(step).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 15;
  return ((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, '0');
}

/**
 * Logs in with password and TOTP. A journey may follow another log-in of the same staff member within
 * one 30 s step: the server takes a step's code once (no replay), so a refused code waits for the next.
 */
export async function logIn(page: Page, staff: DemoStaff) {
  await page.goto('/backoffice/');
  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const loggedIn = page.getByRole('button', { name: 'Log out' });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await page.getByLabel('Code from your authenticator app').fill(authenticatorCode(staff.totpSecret));
    await page.getByRole('button', { name: 'Log in' }).click();
    const refused = page.getByText('That code is not valid. Try the next one.');
    await Promise.race([loggedIn.waitFor(), refused.waitFor()]);
    if (await loggedIn.isVisible()) return;
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  await loggedIn.waitFor();
}
