import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/http-harness.js';

const CHROMIUM = '/usr/bin/chromium';
const ARTIFACTS = 'test-artifacts';
const available = existsSync(CHROMIUM);
if (!available) console.log(`docs page browser test skipped: no ${CHROMIUM} (apt-get install chromium; .ci/run does)`);

describe.skipIf(!available)('the documentation page in headless Chromium', () => {
  let service: TestService;
  let browser: Browser;
  beforeAll(async () => {
    service = await startTestService();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  it('shows listPets, createPet and getPet, logs no console error and asks nothing of any other origin', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    const requested: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('request', (request) => requested.push(request.url()));
    const response = await page.goto(`${service.url}/docs`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    for (const operationId of ['listPets', 'createPet', 'getPet']) {
      await page.getByText(operationId, { exact: true }).first().waitFor({ state: 'visible', timeout: 15_000 });
    }
    await expect(page.getByText('Animal Store', { exact: false }).first().isVisible()).resolves.toBe(true);
    // Opened, an operation shows its parameters and example answers (rendered under the same policy).
    await page.getByText('listPets', { exact: true }).first().click();
    await page.getByText('Example Value').first().waitFor({ state: 'visible', timeout: 15_000 });
    await mkdir(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: `${ARTIFACTS}/docs-page.png`, fullPage: true });
    expect(problems).toEqual([]);
    // data: URIs are the renderer's own icons, inside the page.
    expect(requested.filter((url) => !url.startsWith(`${service.url}/`) && !url.startsWith('data:'))).toEqual([]);
    expect(requested).toContain(`${service.url}/v1/openapi.json`);
  }, 60_000);
});
