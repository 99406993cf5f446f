/**
 * The explorer in a real browser (test/helpers/browser.ts): clicking from the
 * initial state of specs/n3_m0_x0.cfg to the TurnValid violation, opening
 * TLC's simulated hotel game and stepping to the hotel, searching from the
 * initial state, and reloading a URL with a path. Screenshots go to
 * .screenshots/ (gitignored) or $MONOCHECK_SCREENSHOT_DIR. No request may
 * leave the machine.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningExplorer } from '../../src/explore/server.js';
import { ROOT } from '../cli/run-cli.js';
import { FIXTURES, readTlcRun } from './tlc-fixtures.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { explorerOf } from '../helpers/explorer.js';

const SCREENSHOTS = process.env['MONOCHECK_SCREENSHOT_DIR'] ?? join(ROOT, '.screenshots');
let browser: TestBrowser;
let n3: RunningExplorer;
let standard: RunningExplorer;

beforeAll(async () => {
  [browser, { explorer: n3 }, { explorer: standard }] = await Promise.all([
    launchBrowser({ viewport: { width: 1400, height: 1000 } }),
    explorerOf('specs/n3_m0_x0.cfg'),
    explorerOf('specs/MCMonopoly.cfg'),
  ]);
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 60_000);

afterAll(async () => {
  await Promise.all([browser?.close(), n3?.close(), standard?.close()]);
  expect(browser.refusedRequests).toEqual([]);
});

async function open(url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await page.waitForSelector('#successors tr, #successors-note:not(:empty), #action.error');
  if ((await page.locator('#action.error').count()) > 0)
    throw new Error(`the page did not open ${url}: ${await page.textContent('#action')}`);
  return { page, errors };
}

const textOf = async (page: Page, selector: string) => ((await page.textContent(selector)) ?? '').trim();

/** Waits until the element's text contains `expected`. */
async function waitForText(page: Page, selector: string, expected: string, timeout = 20_000): Promise<void> {
  for (const started = Date.now(); !(await textOf(page, selector)).includes(expected); await page.waitForTimeout(25)) {
    if (Date.now() - started > timeout)
      throw new Error(`${selector} still says '${await textOf(page, selector)}', not '${expected}', after ${timeout / 1000} s`);
  }
}

async function screenshot(page: Page, name: string): Promise<void> {
  const path = join(SCREENSHOTS, name);
  await page.screenshot({ path, fullPage: true });
  console.log(`screenshot: ${path}`);
}

describe('the explorer in Chromium', () => {
  it('clicks from the initial state of specs/n3_m0_x0.cfg to the TurnValid violation, which the board flags', async () => {
    const { page, errors } = await open(n3.url);
    expect(await textOf(page, '#counter')).toBe('State 1');
    expect(await page.locator('#successors tr').count()).toBe(36);
    expect(await page.locator('[data-square="0"] .token').count()).toBe(3);
    expect(await page.locator('#invariants li.holds').count()).toBe(5);

    await page.click('#successors tr:has-text("player 1 rolls 1+1 to Community Chest (2)")');
    await waitForText(page, '#counter', 'State 2');
    expect(await textOf(page, '#action')).toBe('Action: RollAndMove: player 1 rolls 1+1 to Community Chest (2)');
    expect(await page.locator('[data-square="2"] .token[data-player="1"]').count()).toBe(1);
    expect(await page.locator('#successors tr.violating').count()).toBe(2);
    expect(await page.locator('#successors tr.outside').count()).toBe(3);
    expect(await page.isHidden('#violation')).toBe(true);

    await page.click('#successors tr.violating >> nth=0');
    await waitForText(page, '#counter', 'State 3');
    expect(await page.isVisible('#violation')).toBe(true);
    expect(await textOf(page, '#violation')).toBe('State 3: Invariant TurnValid is violated');
    expect(await page.locator('#board.violating').count()).toBe(1);
    expect(await page.locator('#invariants li.violated[data-invariant="TurnValid"]').count()).toBe(1);
    expect(await textOf(page, '.player[data-player="1"] .flags')).toBe('BANKRUPT');
    expect(await page.locator('#breadcrumb li').count()).toBe(3);
    expect(new URL(page.url()).search).toBe('?path=0,0,0');
    await screenshot(page, 'explorer-n3_m0_x0-violation.png');

    await page.click('#back');
    await waitForText(page, '#counter', 'State 2');
    await page.click('#forward');
    await waitForText(page, '#counter', 'State 3');
    await page.click('#breadcrumb li >> nth=0 >> button');
    await waitForText(page, '#counter', 'State 1');
    expect(errors).toEqual([]);
  });

  it("opens TLC's simulated hotel game, steps to the hotel, and branches off it", async () => {
    const { page, errors } = await open(standard.url);
    await page.setInputFiles('#trace-file', `${FIXTURES}sim/hotel.trace.json`);
    await waitForText(page, '#guide-counter', 'Step 1 of 385');
    expect(await textOf(page, '#guide-title')).toBe("Trace hotel.trace.json (TLC's -dumpTrace json)");
    await page.click('#guide-last');
    await waitForText(page, '#guide-counter', 'Step 385 of 385');
    expect(await page.locator('[data-square="1"] .hotel').count()).toBe(1);
    expect(await page.locator('#witnesses li.reached[data-witness="hotel"]').count()).toBe(1);
    expect(await textOf(page, '#reached')).toBe(
      'Reached here: hotel (a street has a hotel (5 houses)), colour-group (a player owns a whole colour group), mortgage (a deed is mortgaged)',
    );
    // the default model's bounds: a game this long is far past DepthBound
    expect(await page.locator('#constraints li.violated[data-constraint="DepthBound"]').count()).toBe(1);
    await screenshot(page, 'explorer-hotel.png');

    await page.click('#guide-previous');
    await waitForText(page, '#guide-counter', 'Step 384 of 385');
    expect(await page.locator('#witnesses li.reached[data-witness="hotel"]').count()).toBe(0);
    const trace = (await (await fetch(`${standard.url}api/trace/${await page.inputValue('#traces')}`)).json()) as { path: number[] };
    const other = trace.path[384] === 0 ? 1 : 0;
    expect(await page.locator('#successors tr').count()).toBeGreaterThan(1);
    await page.click(`#successors tr[data-index="${other}"]`);
    await waitForText(page, '#guide-counter', 'Branched off after step 384');
    expect(new URL(page.url()).searchParams.get('path')).toBe([...trace.path.slice(0, 384), other].join(','));
    await page.click('#guide-next');
    await waitForText(page, '#guide-counter', 'Step 384 of 385');
    expect(errors).toEqual([]);
  });

  it('searches from the initial state: bankrupt is out of reach in the default model, one click away in n3_m0_x0', async () => {
    const { page, errors } = await open(standard.url);
    await page.selectOption('#goal', 'bankrupt');
    await page.click('#find');
    await waitForText(page, '#find-progress', 'Not found');
    const distinct = readTlcRun('real_n2_d10').distinctStates.toLocaleString('en-US');
    expect(await textOf(page, '#find-progress')).toMatch(
      new RegExp(
        `^Not found: no state reachable from here within the model's bounds shows 'bankrupt' \\(a player is bankrupt\\) \\(${distinct} distinct states searched in [\\d.]+ s\\)\\.$`,
      ),
    );
    expect(await page.isDisabled('#find')).toBe(false);

    const other = await open(n3.url);
    await other.page.selectOption('#goal', 'bankrupt');
    await other.page.click('#find');
    await waitForText(other.page, '#guide-counter', 'Step 3 of 3');
    expect(await textOf(other.page, '#guide-title')).toBe('Found: a player is bankrupt');
    expect(await textOf(other.page, '#find-progress')).toMatch(/^Found: A player is bankrupt, 2 steps from here \(a shortest path/);
    expect(await textOf(other.page, '.player[data-player="1"] .flags')).toBe('BANKRUPT');
    await other.page.click('#guide-first');
    await waitForText(other.page, '#guide-counter', 'Step 1 of 3');
    expect(errors.concat(other.errors)).toEqual([]);
  });

  it('reloads a URL with a path and lands on the same state', async () => {
    const { page, errors } = await open(`${standard.url}?path=0,3,0,0,0`);
    await waitForText(page, '#counter', 'State 5');
    const facts = await textOf(page, '#facts');
    const trail = await textOf(page, '#breadcrumb');
    const fingerprint = (await (await fetch(`${standard.url}api/state?path=0,3,0,0,0`)).json()) as { fingerprint: string };
    expect(facts).toContain(`fingerprint ${fingerprint.fingerprint}`);
    await page.reload();
    await page.waitForSelector('#successors tr');
    await waitForText(page, '#counter', 'State 5');
    expect(await textOf(page, '#facts')).toBe(facts);
    expect(await page.locator('[data-square="5"].mortgaged[data-owner="1"]').count()).toBe(1);
    expect(await textOf(page, '#breadcrumb')).toBe(trail);
    await screenshot(page, 'explorer-default-model.png');
    // a link whose path is not one shows the initial state, and says so
    await page.goto(`${standard.url}?path=0,x`);
    await waitForText(page, '#action', "The URL's path '0,x' is not indexes separated by commas; this is the initial state.");
    expect(await textOf(page, '#counter')).toBe('State 1');
    expect(errors).toEqual([]);
  });
});
