import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRO_KEY, postPet, startTestService, type TestService } from '../support/http-harness.js';

const CHROMIUM = '/usr/bin/chromium';
const ARTIFACTS = 'test-artifacts';
const available = existsSync(CHROMIUM);
if (!available) console.log(`docs page browser test skipped: no ${CHROMIUM} (apt-get install chromium; .ci/run does)`);

/** A page that records what would make a reader or an operator frown: console errors and warnings, and every URL it asked for. */
async function openPage(browser: Browser): Promise<{ page: Page; problems: string[]; requested: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems: string[] = [];
  const requested: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => requested.push(request.url()));
  return { page, problems, requested };
}

/** The status of the answer "Try it out" got, as the page renders it. */
const LIVE_STATUS = '.live-responses-table tr.response .response-col_status';

/** Authorises with the key, then runs listPets with "Try it out"; resolves when the answer is rendered. */
async function tryListPets(page: Page, key: string): Promise<void> {
  await page.locator('button.authorize').first().click();
  await page.locator('.modal-ux input').first().fill(key);
  await page.locator('.modal-ux .auth-btn-wrapper button.authorize').click();
  await page.locator('.modal-ux button.btn-done').click();
  const operation = page.locator('#operations-pets-listPets');
  await operation.locator('.opblock-summary').click();
  await operation.locator('button.try-out__btn').click();
  await operation.locator('button.execute').click();
  await operation.locator(LIVE_STATUS).waitFor({ state: 'visible', timeout: 15_000 });
}

describe.skipIf(!available)('the documentation page in headless Chromium', () => {
  let service: TestService;
  let browser: Browser;
  let port: string;
  beforeAll(async () => {
    service = await startTestService();
    port = new URL(service.url).port;
    await postPet(service.url, PRO_KEY, { name: 'Rex', categoryId: 3 });
    await postPet(service.url, PRO_KEY, { name: 'Mia', categoryId: 4, status: 'pending' });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  // The README sends a reader to localhost; the server prints 127.0.0.1. The page must work at either:
  // it calls the document's first server, the relative /v1, on the origin it was opened from.
  it.each(['localhost', '127.0.0.1'])(
    'opened at http://%s, runs listPets with "Try it out" and a key, and shows the 200 with the pets',
    async (host) => {
      const origin = `http://${host}:${port}`;
      const { page, problems, requested } = await openPage(browser);
      const response = await page.goto(`${origin}/docs`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      for (const operationId of ['listPets', 'createPet', 'getPet']) {
        await page.getByText(operationId, { exact: true }).first().waitFor({ state: 'visible', timeout: 15_000 });
      }
      // OPTIONS stays in the document (for CORS) but is folded away under its own tag.
      await expect(page.locator('#operations-tag-cors').isVisible()).resolves.toBe(true);
      await expect(page.locator('#operations-cors-optionsPets').count()).resolves.toBe(0);
      await expect(page.locator('.opblock-options').count()).resolves.toBe(0);

      await tryListPets(page, PRO_KEY);
      const operation = page.locator('#operations-pets-listPets');
      await expect(operation.locator(LIVE_STATUS).innerText()).resolves.toBe('200');
      const body = await operation.locator('.live-responses-table tr.response .response-col_description pre').first().innerText();
      expect(JSON.parse(body)).toEqual([
        { id: 1, name: 'Rex', categoryId: 3, status: 'available' },
        { id: 2, name: 'Mia', categoryId: 4, status: 'pending' },
      ]);
      // The request went to the page's own origin, which its policy allows.
      expect(requested).toContainEqual(expect.stringMatching(new RegExp(`^${origin}/v1/pets(\\?|$)`)));
      await operation.scrollIntoViewIfNeeded();
      await mkdir(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: `${ARTIFACTS}/docs-page-try-it-out-${host}.png`, fullPage: true });

      expect(problems).toEqual([]);
      // data: URIs are the renderer's own icons, inside the page.
      expect(requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([]);
      expect(requested).toContain(`${origin}/v1/openapi.json`);
      await page.close();
    },
    60_000,
  );

  it('runs listPets with an id filter typed into the form (int64 items get an input)', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${service.url}/docs`, { waitUntil: 'networkidle' });
    await page.locator('button.authorize').first().click();
    await page.locator('.modal-ux input').first().fill(PRO_KEY);
    await page.locator('.modal-ux .auth-btn-wrapper button.authorize').click();
    await page.locator('.modal-ux button.btn-done').click();
    const operation = page.locator('#operations-pets-listPets');
    await operation.locator('.opblock-summary').click();
    await operation.locator('button.try-out__btn').click();
    const idRow = operation.locator('tr[data-param-name="id"]');
    await idRow.getByRole('button', { name: /Add .*item/ }).click();
    await idRow.locator('input').first().fill('2');
    await operation.locator('button.execute').click();
    await operation.locator(LIVE_STATUS).waitFor({ state: 'visible', timeout: 15_000 });
    await expect(operation.locator(LIVE_STATUS).innerText()).resolves.toBe('200');
    const body = await operation.locator('.live-responses-table tr.response .response-col_description pre').first().innerText();
    expect(JSON.parse(body)).toEqual([{ id: 2, name: 'Mia', categoryId: 4, status: 'pending' }]);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('opens an operation at a readable height: each response declares its headers, folded until a reader opens them', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${service.url}/docs`, { waitUntil: 'networkidle' });
    const operation = page.locator('#operations-pets-listPets');
    await operation.locator('.opblock-summary').click();
    await operation.locator('.responses-wrapper').waitFor({ state: 'visible', timeout: 15_000 });
    const height = (await operation.boundingBox())!.height;
    const answers = await operation.locator('table.responses-table:not(.live-responses-table) > tbody > tr.response').count();
    await mkdir(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: `${ARTIFACTS}/docs-page-list-pets-open.png`, fullPage: true });
    console.log(`listPets opened: ${Math.round(height)} px for ${answers} answers`);
    expect(answers).toBeGreaterThanOrEqual(7);
    // With ~11 header rows on each of its answers shown, listPets opened at some 4,800 px for 7 answers (~690 px each).
    expect(height / answers).toBeLessThan(500);
    // The headers are there, one click away: the 200's summary counts them, and opening it shows the rate-limit figures.
    const ok = operation.locator('table.responses-table:not(.live-responses-table) > tbody > tr.response[data-code="200"]');
    const folded = ok.locator('details.response-headers');
    await expect(folded.locator('summary').innerText()).resolves.toMatch(/^Headers \(\d+\)$/);
    await expect(folded.getByText('X-RateLimit-Remaining', { exact: true }).first().isVisible()).resolves.toBe(false);
    await folded.locator('summary').click();
    await expect(folded.getByText('X-RateLimit-Remaining', { exact: true }).first().isVisible()).resolves.toBe(true);
    await expect(folded.getByText('X-Request-Id', { exact: true }).first().isVisible()).resolves.toBe(true);
    await page.close();
  }, 60_000);
});
