// First load of /login: every script the browser fetches, gzipped, against 150 KB.
import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { BenchResult } from './run';
import { startBenchServer } from './server';

const BUDGET_KB = 150;

export async function benchLoginFirstLoad(): Promise<BenchResult> {
  execSync('node scripts/build-if-missing.mjs', { stdio: 'inherit' });
  const server = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(server.url)) {
        sizes.push(response.body().then((body) => gzipSync(body).length));
      }
    });
    await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    const kb = (await Promise.all(sizes)).reduce((a, b) => a + b, 0) / 1024;
    return {
      name: 'first load of /login (JS gzip)',
      measured: `${kb.toFixed(1)} KB`,
      budget: `<= ${BUDGET_KB} KB`,
      ratio: BUDGET_KB / kb,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
