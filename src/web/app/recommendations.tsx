// /recommendations' chunk: the recommendations feature's page with the connections feature's Connect
// action in each member's dialog (two features composed here).
import { ConnectAction } from '../features/connections/ConnectAction';
import { RecommendationsPage } from '../features/recommendations/RecommendationsPage';

export function Recommendations() {
  return (
    <RecommendationsPage
      renderConnect={(recommendation, onDone) => (
        <ConnectAction
          member={recommendation}
          onStateChange={(state) => {
            if (state.kind === 'sent' || state.kind === 'connected') onDone(state.kind);
          }}
        />
      )}
    />
  );
}
