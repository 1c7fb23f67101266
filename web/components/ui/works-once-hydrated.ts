import classes from './works-once-hydrated.module.css';

/**
 * For a control of a server-rendered page that works only through the script (a button with an
 * onClick, no form or link behind it): until React has hydrated it, a tap would do nothing, so it
 * is hidden (keeping its place) and shows once it works. React attaches an element's ref in the
 * commit that hydrates it, when its handlers start to work; marking the element there sets no
 * state, so hydration needs no second render (decisions 051, 064). Rendered in the browser alone,
 * the control is marked in the commit that mounts it, before it is painted.
 */
export const worksOnceHydrated = {
  className: classes.control,
  ref: (element: HTMLElement | null) => element?.setAttribute('data-hydrated', ''),
};
