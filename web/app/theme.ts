import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// Dark green brand: shade 7 on white and white on shade 7-9 all pass WCAG AA (>= 4.5:1).
const league: MantineColorsTuple = [
  '#e8f5ee',
  '#cfe9da',
  '#a0d3b6',
  '#6dbc8f',
  '#43a86e',
  '#2a9a5a',
  '#1a8a4c',
  '#14703d',
  '#0f5a31',
  '#0a4023',
];

export const theme = createTheme({
  primaryColor: 'league',
  primaryShade: 7,
  colors: { league },
  focusRing: 'auto',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    // Long German titles ("Datenschutzerklärung") must fit a 390 px phone.
    sizes: { h1: { fontSize: 'clamp(1.625rem, 7vw, 2.125rem)' } },
  },
  components: {
    // The spinner arrows are 24 x 17 px, too small to tap; phones bring a number keyboard.
    // A plain object, not NumberInput.extend: importing the component would put it in the first load.
    NumberInput: { defaultProps: { hideControls: true } },
  },
});

// Mantine's default dimmed grey (gray-6, 3.3:1 on white) misses WCAG AA; gray-7 passes.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
