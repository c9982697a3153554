/**
 * How Rally drives Chromium, in the browser tests and in the browser scripts (`scripts/`): the
 * system's Chromium, without the background traffic that would count as a page's requests.
 */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
