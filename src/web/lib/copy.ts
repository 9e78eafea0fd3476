// Fixed product copy from the spec that several pages share.

/** The public home page's tagline (spec 1). */
export const TAGLINE = 'Where Culture Creates Commerce';

/** One-line description of the network (spec 1). */
export const NETWORK_DESCRIPTION = 'A private, members-only network for franchise, media and creator-economy professionals.';
