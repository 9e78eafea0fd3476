// Where an app server is in its life (decision 076): serving, or stopping (SIGTERM received). While it
// stops, readiness answers 503 and every answer says `Connection: close`, so a load balancer and keep-alive
// clients move to another server while the requests already here finish.
export type Lifecycle = {
  stopping(): boolean;
  /** From now on the server is stopping; there is no way back. */
  beginStopping(): void;
};

export function createLifecycle(): Lifecycle {
  let stopping = false;
  return {
    stopping: () => stopping,
    beginStopping: () => {
      stopping = true;
    },
  };
}
