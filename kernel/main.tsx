import './shell/base.css';
import { printSelfXssWarning } from './security/selfXssWarning';
import { showBootError } from './shell/bootError/page';
import { startWarm } from './boot/warmStart';
import { loadRuntimeConfig } from './config/runtimeConfig';

// Printed first, so it appears even when start-up fails.
printSelfXssWarning();
// The start page's requests and scripts, fetched while the application code downloads.
void startWarm().catch(() => {});
// The operator's config decides which bundles start; asked for now, not after the boot code arrived.
const config = loadRuntimeConfig();
const root = document.getElementById('kite');
// Boot is its own chunk: a chunk that fails to load, or a boot that throws, still reaches the error page.
if (root) {
  import('./boot/boot')
    .then(({ boot }) => boot(root, { config }))
    .catch((e: unknown) => void showBootError(root, e, { version: __KITE_VERSION__ }));
}
