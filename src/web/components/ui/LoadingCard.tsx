// A link page while its link is being checked: the card the form or the outcome will fill, with the
// spinner and what is being checked.
import { Card } from './Card';
import { LoadingState } from './Spinner';

export function LoadingCard({ label }: { label: string }) {
  return (
    <Card className="p-6 sm:p-10">
      <LoadingState label={label} />
    </Card>
  );
}
