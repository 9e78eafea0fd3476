// The member dashboard's word that the team has replied (issue 16): shown while the layout's reply poll
// counts unread replies, gone once they are read in the chat; announced when one arrives while the
// dashboard is open (components/ui/NoticeCard).
import { MessageSquareReply } from 'lucide-react';
import { ROUTES } from '../../../common/routes';
import { NoticeCard } from '../../components/ui/NoticeCard';
import { useBrand } from '../../lib/config';
import { newRepliesLabel, useNewReplies } from '../../lib/new-replies';

export function NewRepliesNotice() {
  const count = useNewReplies() ?? 0;
  const { shortName } = useBrand();
  return (
    <NoticeCard
      icon={MessageSquareReply}
      count={count}
      title={count === 1 ? `The ${shortName} team replied to your question` : `The ${shortName} team replied to your questions`}
      detail={`${newRepliesLabel(count)} waiting in your conversations.`}
      to={ROUTES.chat}
      action={count === 1 ? 'Read the reply' : 'Read the replies'}
    />
  );
}
