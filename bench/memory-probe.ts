// Loaded into the server only by the benchmarks (bench/app-process.ts, `--import`): answers the parent's
// { type: 'memory' } messages with process.memoryUsage() taken right after a full collection, so the
// heap figure is live objects, not garbage waiting to be collected. Does nothing without an IPC channel.
if (process.send) {
  process.on('message', (message: { type?: string; id?: number }) => {
    if (message?.type !== 'memory') return;
    (globalThis as { gc?: () => void }).gc?.();
    const { heapUsed, heapTotal, external, rss } = process.memoryUsage();
    process.send!({ type: 'memory', id: message.id, usage: { heapUsed, heapTotal, external, rss } });
  });
  // The channel must not keep the server alive once it has closed its listener.
  process.channel?.unref();
}
