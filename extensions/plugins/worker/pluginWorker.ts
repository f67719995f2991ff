/**
 * The plugin worker. It hardens its realm with SES `lockdown()` before anything else runs
 * (never in the page: lockdown breaks React dev tooling and common libraries), then runs
 * each plugin in its own Compartment (./compartment.ts) and relays host calls to the page.
 */
import 'ses';
import { runWorker } from './loop';

lockdown({ errorTaming: 'safe', overrideTaming: 'severe', consoleTaming: 'safe', evalTaming: 'safe-eval' });
runWorker();
