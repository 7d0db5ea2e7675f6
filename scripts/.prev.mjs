import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
for (let i = 0; i < 5; i++) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await page.goto('http://localhost:8798/');
  await page.getByPlaceholder('Enter your logo text...').fill(`Preview Timing ${i}`);
  await page.waitForTimeout(300);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=logo-canvas][data-ready=true]').length === 6);
  console.log(await page.evaluate(() => { const got = performance.getEntriesByName('boldmark:suggestions')[0].startTime; const d = performance.getEntriesByName('boldmark:preview').map(e => e.startTime - got); return JSON.stringify({ first: Math.round(Math.min(...d)), all: Math.round(Math.max(...d)) }); }));
  await page.close();
}
await browser.close();
