// `npm run bench`: every benchmark, each printing its figures against a baseline measured in
// the same run. Exits non-zero when a figure is over its budget.
import { benchApiThroughput } from './api-throughput.ts';
import { benchCurrentAccount } from './current-account.ts';
import { benchDashboard } from './dashboard.ts';
import { benchGlobalSearch } from './global-search.ts';
import { benchHomeLoad } from './home-load.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchLoad } from './load.ts';
import { benchMainThread } from './main-thread.ts';
import { benchNotifications } from './notifications.ts';
import { benchRetention } from './retention.ts';
import { benchServerRender } from './server-render.ts';
import { benchSigninBundle } from './signin-bundle.ts';
import { benchSync } from './sync.ts';

const only = process.argv[2];
const benches: Record<string, () => Promise<boolean>> = {
  api: benchApiThroughput,
  signin: benchSigninBundle,
  home: benchHomeLoad,
  lighthouse: benchLighthouse,
  'main-thread': benchMainThread,
  ssr: benchServerRender,
  'current-account': benchCurrentAccount,
  dashboard: benchDashboard,
  'global-search': benchGlobalSearch,
  notifications: () => benchNotifications(),
  sync: benchSync,
  load: benchLoad,
  retention: benchRetention,
};

let allOk = true;
for (const [name, bench] of Object.entries(benches)) {
  if (only && only !== name) continue;
  allOk = (await bench()) && allOk;
}
console.log(allOk ? '\nAll figures within budget.' : '\nSome figures are over budget.');
process.exit(allOk ? 0 : 1);
