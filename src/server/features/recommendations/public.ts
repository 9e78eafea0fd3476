// What other server features may use of recommendations: the member's home's top recommendation; the ranking over a set of candidates the caller
// names (the events feature's 'People to meet here', issue 18), and the 'Why Connect?' text one member reads
// about another, from the same cache as the recommendations page (the connections feature's emails).
import type { SQL } from 'drizzle-orm';
import type { RecommendationList } from '../../../common/contracts/recommendations';
import { listRecommendations, type RecommendationDeps } from './service';

export { whyConnectText, type RecommendationDeps } from './service';

/** The caller's first recommendation (the member's home), or null when nobody is left to recommend. */
export async function findTopRecommendation(deps: RecommendationDeps, caller: Parameters<typeof listRecommendations>[1]) {
  const { items } = await listRecommendations(deps, caller);
  return items[0] ?? null;
}

/**
 * The caller's top three among the members `among` admits (a condition on `attendees.id`), ranked like
 * the recommendations page (same industry, then shared interests, then newest) with the same visibility
 * rules (never the caller, an administrator, an archived, deactivated or not onboarded member; never a
 * member they are connected with or have a request with, either way) and the same kept 'Why Connect?' texts.
 */
export function recommendAmong(
  deps: RecommendationDeps,
  caller: Parameters<typeof listRecommendations>[1],
  among: SQL,
): Promise<RecommendationList> {
  return listRecommendations(deps, caller, among);
}
