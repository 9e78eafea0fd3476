// The Ask API's paths (re-exported by ask.ts). No zod here: the member layout's reply poll and the live
// updates import only these, and the member home must not download the schemas for them.

export const ASK_API = {
  list: '/api/conversations',
  save: '/api/conversations',
  replies: '/api/conversations/replies',
  viewed: (id: string) => `/api/conversations/${encodeURIComponent(id)}/viewed`,
} as const;

/** The address parameter that carries a search into a new question ('Ask the team' on Answers from the team). */
export const ASK_ABOUT_PARAM = 'about';
