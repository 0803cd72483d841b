/**
 * How every tool here launches a browser: Debian's chromium (never a downloaded one; CHROMIUM_PATH
 * overrides it), headless, with no background traffic towards the closed network. The e2e
 * journeys, the screenshots and the benches all read it from this file.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];

export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
};
