import { VisuallyHidden } from '@mantine/core';
import { useTodos } from '../hooks/use-todos';
import classes from './todo-badge.module.css';

/** The number of to-dos beside the menu's My Team entry; screen readers hear "3 to-dos". */
export function TodoBadge() {
  const count = useTodos().data?.length ?? 0;
  if (count === 0) return null;
  return (
    <>
      <span className={classes.badge} aria-hidden="true">
        {count}
      </span>
      <VisuallyHidden>{` (${count} ${count === 1 ? 'to-do' : 'to-dos'})`}</VisuallyHidden>
    </>
  );
}
