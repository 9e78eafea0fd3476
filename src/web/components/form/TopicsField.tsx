// The form kit's choice of the directory's topics (an open question's, an open role's, an AI tool's): up to
// `max` chips, under the legend 'Topics'; nothing shows while the organisers have none.
import { useTopicNames } from '../../lib/topic-names';
import { ToggleChipsField } from './fields';

type TopicsFieldProps = {
  max: number;
  /** What the topics are for, with how many are chosen: 'Up to 5: members filter by them (2 of 5).' */
  hint: (chosen: number) => string;
};

export function TopicsField({ max, hint }: TopicsFieldProps) {
  const topics = useTopicNames();
  return <ToggleChipsField name="topics" legend="Topics" choices={topics.names} max={max} hint={hint} />;
}
