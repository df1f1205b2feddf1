/**
 * How the benchmarks launch Debian's headless Chromium (scripts/ensure-chromium.sh installs it; Playwright's own
 * browser download does not work on these machines): its path and the flags that keep background work out of a run.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
