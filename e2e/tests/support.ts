import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password-2026';

type Dict = Record<string, unknown>;
const dictionaries: Record<string, Dict> = Object.fromEntries(
  ['en-US', 'es-ES', 'pt-PT'].map((code) => [
    code,
    JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../web/src/i18n/${code}.json`), 'utf8')) as Dict,
  ]),
);

/** A text of the web app's dictionary, so tests follow the translations instead of copying them. */
export function text(language: 'en-US' | 'es-ES' | 'pt-PT', key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Dict | undefined)?.[part], dictionaries[language]);
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${language}`);
  return value;
}

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  if (!/\/signin$|\/$/.test(new URL(page.url() === 'about:blank' ? 'http://x/none' : page.url()).pathname)) await page.goto('/signin');
  await page.getByTestId('signin-username').fill(username);
  await page.getByTestId('signin-password').fill(password);
  await page.getByTestId('signin-submit').click();
}

export async function signInAndWait(page: Page, username: string): Promise<void> {
  await page.goto('/signin');
  await signIn(page, username);
  await expect(page).toHaveURL(/\/dashboard\/Home$/);
  await expect(page.getByTestId('sidebar')).toBeVisible();
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.resolve(import.meta.dirname, `../../test-results/screens/${name}.png`), fullPage: true });
}
