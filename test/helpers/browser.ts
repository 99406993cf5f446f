/**
 * A headless Chromium for browser tests, driven by playwright-core (which never
 * downloads a browser). Debian's /usr/bin/chromium where one is installed, else
 * the binary that the npm package @sparticuz/chromium ships inside itself, so
 * `npm ci && npm test` needs nothing but Node and npm. A test that cannot start
 * a browser fails with the reason; it is never skipped.
 */
import { createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright-core';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const PACKAGE = '@sparticuz/chromium';

/** Flags that start Chromium quickly and quietly on a machine with no network but the package registries. */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface TestBrowser {
  /** A persistent context on a fresh user-data-dir; every page of the test opens in it. */
  readonly context: BrowserContext;
  /** The Chromium binary that was started. */
  readonly executable: string;
  /** Requests that were refused because they left the machine (see `allowRequest`). */
  readonly refusedRequests: string[];
  /** Closes the browser and removes its user-data-dir. */
  close(): Promise<void>;
}

export interface BrowserOptions {
  viewport?: { width: number; height: number };
  /** Which URLs may load; the default allows file: URLs and the loopback addresses only. */
  allowRequest?: (url: string) => boolean;
}

/** file: pages and servers on this machine; anything else would leave it (and fail on a closed network). */
function isLocalRequest(url: string): boolean {
  if (url.startsWith('file:') || url.startsWith('data:') || url.startsWith('blob:')) return true;
  try {
    const host = new URL(url).hostname;
    return host === 'localhost' || host === '[::1]' || /^127\./.test(host);
  } catch {
    return false;
  }
}

/** Starts a headless Chromium, or throws naming the binary and why it did not start. */
export async function launchBrowser(options: BrowserOptions = {}): Promise<TestBrowser> {
  const executable = existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : await packagedChromium();
  const profile = mkdtempSync(join(tmpdir(), 'monocheck-browser-profile-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: executable,
      headless: true,
      viewport: options.viewport ?? { width: 1100, height: 1100 },
      args: CHROMIUM_FLAGS,
      timeout: 30_000,
    });
  } catch (error) {
    rmSync(profile, { recursive: true, force: true });
    throw new Error(`Chromium did not start from ${executable}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const refusedRequests: string[] = [];
  const allow = options.allowRequest ?? isLocalRequest;
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (allow(url)) return route.continue();
    refusedRequests.push(url);
    return route.abort();
  });
  return {
    context,
    executable,
    refusedRequests,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * The Chromium inside @sparticuz/chromium, unpacked once into a directory of
 * its own named by the package's exact version: the package's own unpacking
 * goes to the shared temp directory, where a binary of another version left
 * behind makes the launch crash. Unpacked into a staging directory and renamed,
 * so a run killed mid-way or a second test unpacking at once never leaves a
 * half-written binary.
 */
async function packagedChromium(): Promise<string> {
  const root = packageRoot();
  const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
  const home = join(tmpdir(), `monocheck-chromium-${version}`);
  const binary = join(home, 'chromium');
  if (existsSync(binary)) return binary;
  const compressed = join(root, 'bin', 'chromium.br');
  if (!existsSync(compressed)) throw new Error(`${PACKAGE} ${version} has no ${compressed}; run 'npm ci' again`);
  mkdirSync(dirname(home), { recursive: true });
  const staging = mkdtempSync(`${home}.partial-`);
  try {
    await pipeline(createReadStream(compressed), createBrotliDecompress(), createWriteStream(join(staging, 'chromium'), { mode: 0o755 }));
    renameSync(staging, home);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // another test unpacked the same version at the same time: its copy is complete
    if (!existsSync(binary)) throw error;
  }
  return binary;
}

function packageRoot(): string {
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve(PACKAGE);
  } catch {
    throw new Error(`no browser: ${DEBIAN_CHROMIUM} is not installed and ${PACKAGE} is not in node_modules (run 'npm ci')`);
  }
  // the entry is <root>/build/cjs/index.cjs
  return dirname(dirname(dirname(entry)));
}
