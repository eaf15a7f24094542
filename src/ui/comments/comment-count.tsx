import { Badge } from '../components/badge';
import { Icon } from '../components/icon';

/**
 * How many comments an item of a list has, when it has any (issue 31, part 3): a chat icon and the
 * number, read out as "3 comments".
 */
export function CommentCount({ count }: { count?: number }) {
  if (!count) return null;
  const words = `${count} ${count === 1 ? 'comment' : 'comments'}`;
  return (
    <Badge tone="neutral" title={words}>
      <Icon name="chat" size={12} aria-hidden />
      <span aria-hidden>{count}</span>
      <span className="sr-only">{words}</span>
    </Badge>
  );
}
