// 'Message': where a member sees a connection (their card, their page) and where an organiser sees a
// member (the Members Log's detail). It starts the pair's conversation, or finds the one they have, and
// opens it. Whether they may write is the server's to say: a refusal (no longer connected, closed) shows
// its words and stays on the page.
import { MessageCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '../../../common/routes';
import { Button, type ButtonSize, type ButtonVariant } from '../../components/ui/Button';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useOpenConversation } from './api';

type MessageButtonProps = {
  /** Their member (attendee) id. */
  memberId: string;
  /** Their name, for the button's accessible name: 'Message Ana Lima'. */
  name: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

export function MessageButton({ memberId, name, variant = 'outline', size = 'sm', className }: MessageButtonProps) {
  const open = useOpenConversation();
  const navigate = useNavigate();
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-label={`Message ${name}`}
      busy={open.isPending}
      busyLabel="Opening..."
      onClick={() =>
        open.mutate(memberId, {
          onSuccess: ({ id }) => void navigate(paths.conversation(id)),
          onError: (error) => notify.error(errorMessage(error)),
        })
      }
    >
      <MessageCircle className="size-4" aria-hidden="true" />
      Message
    </Button>
  );
}
