// Blocking another member (issue 35, decision 055). Other features read blocks through public.ts; a block
// closes the pair's open connection requests through the connections' public.ts.
import type { ServerFeature } from '../../feature';
import { blockRoutes } from './routes';

export const blocksFeature: ServerFeature = {
  name: 'blocks',
  register: ({ db, now }) => ({ api: blockRoutes({ db, now }) }),
};
