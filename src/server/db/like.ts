// The one way a search text becomes a LIKE pattern: contained anywhere, with the pattern's own
// characters (\ % _) matched as themselves. Linear, whatever the text.

/** '%text%', with \, % and _ escaped (PostgreSQL's default LIKE escape is the backslash). */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
