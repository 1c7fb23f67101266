import { Anchor, Button, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { todoPath } from '../../../../common/api/links';
import type { Todo, TodoKind } from '../../../../common/api/todos';
import { m } from '../../../../common/i18n/messages';
import { AvailabilityButtons } from '../../../components/ui/availability-buttons';
import { ListSkeleton, SectionCard } from '../../../components/ui/skeletons';
import { RemindSquadButton } from '../../../components/ui/squad-summary';
import { formatDateTime } from '../../../lib/dates';
import { useLogError } from '../../../lib/use-log-error';
import { useTodos } from '../hooks/use-todos';
import { ConfirmResultButtons } from './confirm-result-buttons';
import { InvitationButtons } from './invitation-buttons';
import classes from './todo-list.module.css';

/** A long list (an admin's, say) shows its first items; the rest one click away. */
const SHOWN_AT_FIRST = 5;

/** What an item's due_at is: mostly the match's kick-off; for a suggested result, when it becomes final by itself. */
function dueLabel(kind: TodoKind): string {
  if (kind === 'accept_result') return m.dashboard_todos_due_auto();
  // A proposal to move a match can be answered until then (decision 035).
  if (kind === 'answer_date_proposal') return m.dashboard_todos_due_lapses();
  // An undated match: captains may date it until the season's match window ends.
  if (kind === 'undated_match') return m.dashboard_todos_due_window();
  if (kind === 'join_request' || kind === 'team_request' || kind === 'own_request')
    return m.dashboard_todos_due();
  // A referee answers a result up to a week after the kick-off (decision 093).
  if (kind === 'confirm_result') return m.dashboard_todos_answer_by();
  return m.dashboard_todos_due_kickoff();
}

function TodoItem({ todo }: { todo: Todo }) {
  return (
    <li className={classes.item}>
      <Anchor component={Link} to={todoPath(todo)} fw={500}>
        {todo.text}
      </Anchor>
      {todo.due_at && (
        <Text size="sm" c="dimmed">
          {dueLabel(todo.kind)} <time dateTime={todo.due_at}>{formatDateTime(todo.due_at)}</time>
        </Text>
      )}
      {/* Answered or reminded right here, in one tap (docs/PRODUCT.md#availability). */}
      {todo.kind === 'availability' && todo.match_id !== undefined && (
        <AvailabilityButtons matchId={todo.match_id} current={undefined} />
      )}
      {todo.kind === 'short_squad' && todo.match_id !== undefined && (
        <RemindSquadButton matchId={todo.match_id} />
      )}
      {todo.kind === 'confirm_result' && todo.match_id !== undefined && (
        <ConfirmResultButtons matchId={todo.match_id} />
      )}
      {todo.kind === 'invitation' && todo.invitation_id !== undefined && (
        <InvitationButtons invitationId={todo.invitation_id} />
      )}
    </li>
  );
}

/** The caller's To do list (docs/PRODUCT.md#to-do): one sentence per item, linking where to act. */
export function TodoList() {
  const todos = useTodos();
  useLogError(todos.error, 'the to-do list');
  const [showAll, setShowAll] = useState(false);

  let content: ReactNode;
  // Two items' height while the list loads (as the page's placeholder before the session), so little moves.
  if (todos.isPending) content = <ListSkeleton label={m.dashboard_todos_loading()} />;
  else if (!todos.data) content = <Text c="dimmed">{m.dashboard_todos_load_failed()}</Text>;
  else if (todos.data.length === 0) content = <Text c="dimmed">{m.dashboard_todos_empty()}</Text>;
  else {
    const shown = showAll ? todos.data : todos.data.slice(0, SHOWN_AT_FIRST);
    content = (
      <>
        <ul className={classes.list}>
          {shown.map((todo) => (
            // Items have no id of their own: the sentence names what it is about.
            <TodoItem key={`${todo.kind} ${todo.match_id} ${todo.team_id} ${todo.text}`} todo={todo} />
          ))}
        </ul>
        {todos.data.length > shown.length && (
          <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => setShowAll(true)}>
            {m.dashboard_todos_show_all({ count: todos.data.length })}
          </Button>
        )}
      </>
    );
  }

  return <SectionCard title={m.dashboard_todos_title()}>{content}</SectionCard>;
}
