/**
 * The Chromium every browser measurement uses: Debian's (Playwright and Lighthouse cannot download their
 * own here) or CHROME_PATH, with the flags this machine needs. Without the background-networking flags
 * Chromium keeps dialling Google's hosts, which this closed network refuses; as root it needs
 * --no-sandbox.
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROME_FLAGS: readonly string[] = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
