// For bench:observability's `metricsNoObserve` setting only (loaded with --import): metrics created and served
// as the server makes them, but counting and timing a request do nothing, to see what the counting costs.
import promClient from 'prom-client';

promClient.Counter.prototype.inc = function inc() {};
promClient.Histogram.prototype.observe = function observe() {};
