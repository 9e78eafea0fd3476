// This browser's push state and the clicks that change it (lib/push.ts), for whichever screen offers push:
// the dashboard's 'Enable notifications' and the member's notification settings. Permission is asked only
// from `enable`, which a click calls.
import { useEffect, useState } from 'react';
import { useConfig } from './config';
import { disablePush, enablePush, readPushState, type PushState } from './push';

export function usePushDevice() {
  const { push } = useConfig();
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void readPushState().then((found) => {
      if (!cancelled) setState(found);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const enable = async () => {
    setBusy(true);
    setFailed(false);
    const result = await enablePush(push.vapidPublicKey);
    setState(result.state);
    setFailed(result.failed);
    setBusy(false);
  };
  const disable = async () => {
    setBusy(true);
    setFailed(false);
    setState(await disablePush());
    setBusy(false);
  };
  return { state, busy, failed, enable, disable };
}
