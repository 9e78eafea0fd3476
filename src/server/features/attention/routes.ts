// The admin home's one endpoint (common/contracts/attention.ts): the adapter lets administrators alone in.
import { ATTENTION_ENDPOINTS } from '../../../common/contracts/attention';
import { endpointRoutes } from '../../http/endpoints';
import { showNeedsAttention, type AttentionDeps } from './needs-attention';

export function attentionRoutes(deps: AttentionDeps) {
  return endpointRoutes(ATTENTION_ENDPOINTS, {
    needsAttention: async ({ c }) => {
      c.header('Cache-Control', 'no-store');
      return showNeedsAttention(deps);
    },
  });
}
