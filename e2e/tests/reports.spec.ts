import fs from 'node:fs';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { type Page } from '@playwright/test';
import { shot, signInAndWait } from './support';
import { expect, test } from './support.ts';

/** The text a PDF shows: its content streams inflated, each text operator's string on a line (the standard fonts write WinAnsi bytes as hex). */
function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  for (const m of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      content = m[1]!;
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [op[2]!];
      out.push(hexes.map((h) => [...Buffer.from(h, 'hex')].map((c) => (c === 0x80 ? '€' : String.fromCharCode(c))).join('')).join(''));
    }
  }
  return out.join('\n');
}

/** A money text as the screen writes it in English ("€1,234.50") as a number. */
const amountOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

async function download(page: Page, testId: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync((await file.path())!) };
}

test.describe('reports', () => {
  test('a contact opens a built-in report and downloads it as PDF and XLSX with the total shown on screen', async ({ page }) => {
    await signInAndWait(page, 'customer');
    await page.getByTestId('nav-Reports').click();
    await expect(page).toHaveURL(/\/dashboard\/Reports$/);
    await expect(page.getByTestId('report-card-aging-by-partner')).toBeVisible();
    await expect(page.getByTestId('report-card-trips-by-month')).toBeVisible();
    await shot(page, 'reports-1366');

    await page.getByTestId('report-card-aging-by-partner').click();
    await expect(page).toHaveURL(/\/dashboard\/Reports\/aging-by-partner$/);
    await expect(page.getByTestId('report-row').first()).toBeVisible();
    const totalRow = page.getByTestId('report-table-total').filter({ hasText: 'EUR' });
    await expect(totalRow).toBeVisible();
    const onScreen = (await totalRow.locator('td').last().innerText()).trim();
    expect(onScreen).toMatch(/^€[\d,]+\.\d{2}$/);
    await expect(page.getByTestId('report-figure-totalOpen')).toContainText(onScreen);
    await shot(page, 'report-aging-1366');

    const xlsx = await download(page, 'report-download-xlsx');
    expect(xlsx.name).toMatch(/^aging-by-business-partner-\d{8}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const totals: unknown[][] = [];
    sheet.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      if (values[0] === 'Total') totals.push(values);
    });
    const eur = totals.find((row) => row[2] === 'EUR')!;
    expect(eur.at(-1)).toBe(amountOf(onScreen));

    const pdf = await download(page, 'report-download-pdf');
    expect(pdf.name).toMatch(/^aging-by-business-partner-\d{8}\.pdf$/);
    const text = pdfText(pdf.bytes);
    expect(text).toContain('Aging by business partner');
    expect(text).toMatch(new RegExp(`Total\\nEUR(\\n-?[\\d,.]+){5}\\n${onScreen.slice(1).replaceAll('.', '\\.')}`));
  });

  test('the list and a report at phone width', async ({ page }) => {
    await signInAndWait(page, 'customer');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard/Reports');
    await expect(page.getByTestId('report-card-ticket-history')).toBeVisible();
    await shot(page, 'reports-390');
    await page.getByTestId('report-card-aging-by-partner').click();
    await expect(page.getByTestId('report-row').first()).toBeVisible();
    await expect(page.getByTestId('report-table-total').first()).toBeVisible();
    await expect(page.getByTestId('report-download-pdf')).toBeVisible();
    await shot(page, 'report-aging-390');
  });
});
