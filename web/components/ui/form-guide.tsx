import { VisuallyHidden } from '@mantine/core';
import { m } from '../../../common/i18n/messages';
import type { Outcome } from '../../../common/league/form';
import classes from './form-guide.module.css';
import { OUTCOME_MARK, OUTCOME_WORD } from './outcome-words';

/** VisuallyHidden's class on a plain span: the table has two form guides per row to hydrate. */
const hidden = VisuallyHidden.classes.root;

/** The last results as W, D and L marks, oldest first; screen readers hear the words instead. */
export function FormGuide({ form, large = false }: { form: readonly Outcome[]; large?: boolean }) {
  if (form.length === 0) {
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className={hidden}>{m.public_form_none()}</span>
      </>
    );
  }
  return (
    <>
      <span
        className={`${classes.marks} ${large ? classes.large : ''}`}
        aria-hidden="true"
        data-form={form.join('')}
      >
        {form.map((outcome, i) => (
          // The position is the identity: the same outcome repeats.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of at most five, never reordered
          <span key={i} className={classes.mark} data-outcome={outcome}>
            {OUTCOME_MARK[outcome]()}
          </span>
        ))}
      </span>
      <span className={hidden}>
        {m.public_form_spoken({ results: form.map((outcome) => OUTCOME_WORD[outcome]()).join(', ') })}
      </span>
    </>
  );
}
