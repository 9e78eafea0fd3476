// The asker's consent to the FAQ (issue 36 item 5, decision 058): only the asker gives or withdraws it, on
// a question they can see (their own always). Once an organiser published it, the consent stays: the entry
// is anonymous, and taking it down is the team's (the member is told to ask them).
import { sql } from 'drizzle-orm';
import { OPEN_QUESTIONS_TEXTS as T, type FaqConsentResult } from '../../../common/contracts/open-questions';
import { rowsOf } from '../../db/rows';
import { conflict, forbidden } from '../../http/errors';
import { findQuestion, ownMemberId, type Caller, type OpenQuestionDeps } from './deps';

export async function setFaqConsent(
  deps: Pick<OpenQuestionDeps, 'db'>,
  caller: Caller,
  id: string,
  consent: boolean,
): Promise<FaqConsentResult> {
  const me = ownMemberId(caller);
  return deps.db.transaction(async (tx) => {
    const question = await findQuestion(tx, caller, me, id, true);
    if (question.asker_id !== me) throw forbidden(T.onlyAskerConsents, 'NOT_ASKER');
    const [row] = rowsOf<{ faq_entry_id: string | null }>(
      await tx.execute(sql`select faq_entry_id from open_questions where id = ${id}`),
    );
    const inFaq = row.faq_entry_id !== null;
    if (inFaq && !consent) throw conflict(T.consentLocked, 'IN_FAQ');
    await tx.execute(sql`update open_questions set faq_consent = ${consent} where id = ${id}`);
    return { message: consent ? T.consentGiven : T.consentWithdrawn, faqConsent: consent, inFaq };
  });
}
