import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * MUI's inputs notice the browser's autofill through two keyframe animations, and by default
 * every input injects them as its own global style sheet: a thousand fields, a thousand sheets for
 * the browser to match on every keystroke. The wizard's inputs opt out
 * (`disableInjectingGlobalStyles`) and the wizard injects the keyframes once, with MUI's names.
 */
export function AutofillKeyframes() {
  return (
    <GlobalStyles
      styles={{
        '@keyframes mui-auto-fill': { from: { display: 'block' } },
        '@keyframes mui-auto-fill-cancel': { from: { display: 'block' } },
      }}
    />
  );
}
