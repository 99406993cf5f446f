/**
 * The HTML board viewer in a real browser: a headless Chromium (Debian's, or
 * the one npm installs; see test/helpers/browser.ts) driven by playwright-core. Steps through the N = 3 TurnValid counterexample
 * (as `check --html` writes it) with the arrow keys and the buttons, checks
 * what the page shows, and saves a screenshot. No network request is allowed.
 * When no browser starts this test fails, it is never skipped.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimOfResult, writeHtmlViewer } from '../../src/runs/trace-files.js';
import { traceModel, validateDocument } from '../../src/cli/trace-model.js';
import { check } from '../../src/engine/check.js';
import { showTrace } from '../../src/engine/trace/shown-trace.js';
import { MonopolyModel } from '../../src/monopoly/model.js';
import { readTraceText } from '../../src/tlc/trace-file.js';
import { FIXTURES } from './tlc-fixtures.js';
import { launchBrowser, type TestBrowser } from '../helpers/browser.js';

const SCREENSHOTS = process.env['MONOCHECK_SCREENSHOT_DIR'] ?? join(tmpdir(), 'monocheck-screenshots');
const work = mkdtempSync(join(tmpdir(), 'monocheck-viewer-'));
let browser: TestBrowser;

/** `check --html` on the N = 3 model: the page of its TurnValid counterexample. */
function writeN3Page(): string {
  const model = new MonopolyModel({ N: 3, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 });
  const result = check(model, {
    invariants: ['TypeOK', 'EvenBuilding', 'BankruptcyClean', 'OwnershipValid', 'TurnValid'],
    constraints: ['MoneyBound', 'DepthBound'],
    checkDeadlock: true,
  });
  if (result.kind !== 'invariant') throw new Error(`expected the TurnValid violation, got ${result.kind}`);
  const path = join(work, 'n3_m0_x0.html');
  writeHtmlViewer(path, model, showTrace(model, result.trace), claimOfResult(result), 'specs/n3_m0_x0.cfg');
  return path;
}

/** `trace sim/hotel.out --html`: 385 states, with houses, a hotel and mortgages. */
async function writeHotelPage(): Promise<string> {
  const document = readTraceText(readFileSync(`${FIXTURES}sim/hotel.out`, 'utf8'), 'hotel.out');
  const traced = await traceModel(document, `${FIXTURES}sim/hotel.cfg`);
  const { model } = traced;
  const validation = validateDocument(traced, document);
  if (validation.trace === null) throw new Error('hotel.out did not validate');
  const path = join(work, 'hotel.html');
  writeHtmlViewer(path, model, showTrace(model, validation.trace), document.claim, 'hotel.out');
  return path;
}

async function open(path: string): Promise<Page> {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(pathToFileURL(path).href);
  expect(errors).toEqual([]);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser({ viewport: { width: 1100, height: 1100 } });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the HTML board viewer in Chromium', () => {
  it('steps through the N = 3 TurnValid counterexample and shows the game at each step', async () => {
    const page = await open(writeN3Page());
    const text = async (selector: string) => ((await page.textContent(selector)) ?? '').trim();

    expect(await page.locator('.square').count()).toBe(40);
    expect(await text('[data-square="39"] .name')).toBe('Boardwalk');
    expect(await text('#counter')).toBe('Step 1 of 3');
    expect(await text('#action')).toBe('Initial state');
    expect(await page.locator('[data-square="0"] .token').count()).toBe(3);
    expect(await text('.player[data-player="1"] .cash')).toBe('$0');
    expect(await text('#status [data-field="current"]')).toBe('Turn: player 1');
    expect(await text('#status [data-field="phase"]')).toBe('Phase: roll');
    expect(await page.isHidden('#violation')).toBe(true);
    expect(await page.isDisabled('#previous')).toBe(true);

    await page.keyboard.press('ArrowRight');
    expect(await text('#counter')).toBe('Step 2 of 3');
    expect(await text('#action')).toBe('Action: RollAndMove: player 1 rolls 1+1 to Community Chest (2)');
    expect(await page.locator('[data-square="2"] .token[data-player="1"]').count()).toBe(1);
    expect(await text('#status [data-field="dice"]')).toBe('Dice: 1 1');
    expect(await text('#changes')).toContain('position: player 1: GO (0) -> Community Chest (2)');
    expect(await page.locator('.token[data-player="1"].changed').count()).toBe(1);
    expect(await page.locator('#status [data-field="phase"].changed').count()).toBe(1);
    expect(await page.isHidden('#violation')).toBe(true);

    await page.click('#next');
    expect(await text('#counter')).toBe('Step 3 of 3');
    expect(await text('#action')).toBe('Action: ResolveSquare: player 1 on Community Chest (2): cannot pay and goes bankrupt');
    expect(await page.isVisible('#violation')).toBe(true);
    expect(await text('#violation')).toBe('State 3: Invariant TurnValid is violated');
    expect(await text('.player[data-player="1"] .flags')).toBe('BANKRUPT');
    expect(await page.locator('.player[data-player="1"].bankrupt .flags.changed').count()).toBe(1);
    expect(await text('#status [data-field="phase"]')).toBe('Phase: endTurn');
    expect(await page.isDisabled('#next')).toBe(true);

    mkdirSync(SCREENSHOTS, { recursive: true });
    const screenshot = join(SCREENSHOTS, 'html-viewer-n3_m0_x0-step3.png');
    await page.screenshot({ path: screenshot, fullPage: true });
    expect(readFileSync(screenshot).subarray(1, 4).toString()).toBe('PNG');
    console.log(`screenshot of the N = 3 counterexample, step 3: ${screenshot}`);

    await page.keyboard.press('ArrowLeft');
    expect(await text('#counter')).toBe('Step 2 of 3');
    await page.keyboard.press('Home');
    expect(await text('#counter')).toBe('Step 1 of 3');
    await page.keyboard.press('End');
    expect(await text('#counter')).toBe('Step 3 of 3');
    expect(browser.refusedRequests).toEqual([]);
  });

  it('shows owners, houses, a hotel and mortgaged deeds at the end of the simulated game', async () => {
    const page = await open(await writeHotelPage());
    await page.keyboard.press('End');
    expect(await page.textContent('#counter')).toBe('Step 385 of 385');
    expect(await page.locator('[data-square="1"] .hotel').count()).toBe(1);
    expect(await page.locator('[data-square="3"] .house').count()).toBe(4);
    expect(await page.getAttribute('[data-square="1"]', 'data-owner')).toBe('2');
    expect(await page.locator('.square.mortgaged').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-square="1"].changed').count()).toBe(1);
    expect(await page.textContent('#violation')).toBe('State 385: Invariant NoHotel is violated');
    await page.screenshot({ path: join(SCREENSHOTS, 'html-viewer-hotel-step385.png'), fullPage: true });
    expect(browser.refusedRequests).toEqual([]);
  });
});
