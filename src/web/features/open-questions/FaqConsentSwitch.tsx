// The asker's consent to Answers from the team, on their own question's page (issue 36 item 5, decision
// 058): a switch, as they left it when asking or since. Once an organiser published the question it stays
// on, and the sentence under it says why and what to do instead.
import { useId } from 'react';
import { OPEN_QUESTIONS_TEXTS as T, type QuestionDetail } from '../../../common/contracts/open-questions';
import { Switch } from '../../components/ui/Switch';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useFaqConsent } from './api';

export const FAQ_CONSENT_TEXTS = {
  label: 'The team may publish this in Answers from the team',
  given: 'On: your question and the answers you marked helpful may appear there, without your name.',
  notGiven: 'Off: the team will not publish it. Turn it on to let other members find the answers later.',
} as const;

export function FaqConsentSwitch({ detail }: { detail: Pick<QuestionDetail, 'question' | 'faqConsent' | 'inFaq'> }) {
  const id = useId();
  const consent = useFaqConsent(detail.question.id);
  // The choice shows at once; the page reads itself again when the server has it.
  const checked = consent.isPending ? consent.variables : detail.faqConsent;
  const change = (next: boolean) => {
    if (consent.isPending) return;
    consent.mutate(next, {
      onSuccess: (result) => notify.success(result.message),
      onError: (error) => notify.error(errorMessage(error)),
    });
  };
  return (
    <div className="grid gap-1.5">
      <Switch
        checked={checked}
        onChange={change}
        label={FAQ_CONSENT_TEXTS.label}
        className="text-left"
        describedBy={`${id}-why`}
        disabled={detail.inFaq}
      />
      <p id={`${id}-why`} className="text-xs leading-5 text-stone">
        {detail.inFaq ? T.consentLocked : checked ? FAQ_CONSENT_TEXTS.given : FAQ_CONSENT_TEXTS.notGiven}
      </p>
    </div>
  );
}
