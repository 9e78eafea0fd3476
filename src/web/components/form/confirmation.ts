// 'Confirm password': the second field must repeat the first. Checked once the password itself passes,
// beside whatever the other fields say (a blank name and a mismatch are both shown at once).
import type { z } from 'zod';

export function withConfirmation<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  fields: { password: string; confirm: string; message: string },
): S {
  return schema.refine((values) => values[fields.password] === values[fields.confirm], {
    message: fields.message,
    path: [fields.confirm],
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === fields.password),
  });
}
