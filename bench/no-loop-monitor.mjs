// For bench:observability's `metricsNoLoop` setting only (loaded with --import): metrics as the server counts
// them, but Node's event-loop monitor replaced by one that measures nothing, to see what the monitor costs.
import { syncBuiltinESMExports } from 'node:module';
import perfHooks from 'node:perf_hooks';

perfHooks.monitorEventLoopDelay = () => ({
  enable: () => true,
  disable: () => true,
  reset: () => {},
  percentile: () => 0,
  mean: 0,
  max: 0,
});
syncBuiltinESMExports();
