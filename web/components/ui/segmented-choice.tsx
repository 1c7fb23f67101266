import { type ReactNode, useId } from 'react';
import classes from './segmented-choice.module.css';

export interface SegmentedChoiceProps<V extends string> {
  /** The group's name for screen readers: its text, or the id of the element that names it. */
  label?: string;
  labelledBy?: string;
  data: readonly { value: V; label: ReactNode }[];
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
  /** The segments share the whole width (else they take what their labels need). */
  fullWidth?: boolean;
  /** One under the other: for labels that do not fit a phone's width side by side. */
  vertical?: boolean;
}

/**
 * One of a few choices, as a row of segments: native radio buttons (arrow keys, forms, screen
 * readers) styled like Mantine's SegmentedControl. That one measures its segments in ref callbacks
 * that set state, so on a page the server rendered it re-rendered synchronously right after
 * hydration, pulling all the page's effects into that task (decision 051).
 */
export function SegmentedChoice<V extends string>({
  label,
  labelledBy,
  data,
  value,
  onChange,
  disabled = false,
  fullWidth = false,
  vertical = false,
}: SegmentedChoiceProps<V>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-labelledby={labelledBy}
      className={classes.root}
      data-full-width={fullWidth || undefined}
      data-vertical={vertical || undefined}
    >
      {data.map((option) => (
        <label key={option.value} className={classes.segment}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={option.value}
            checked={option.value === value}
            disabled={disabled}
            onChange={() => onChange(option.value)}
          />
          <span className={classes.label}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
