import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StepSpec } from '../schema/types.ts';
import { useTrackerValue } from './useTrackerValue.ts';
import { useWizardContext } from '../field/WizardContext.ts';
import { visuallyHidden } from '@mui/utils';

const selectFirstIncomplete = (tracker: { firstIncompleteStep(): number }) =>
  tracker.firstIncompleteStep();

/** The size of the circle before a step's title (its number, or a tick once the step is done). */
const markSize = 24;
/**
 * The space between two steps' columns, in px: two titles side by side never touch, however
 * long their words (Spanish ones wrap to two or three lines at 1024 px).
 */
const columnGap = 16;

/**
 * The steps by title, as an ordered list of native buttons in a navigation landmark, the current
 * one marked `aria-current="step"` (WAI-ARIA's mark for a step in a process). Not a tab list:
 * tabs switch panels that each belong to a tab, and the HTML checker rejects tabs without them.
 * Each step it offers is a Tab stop and opens with Enter or Space; any step up to the first
 * incomplete one can be revisited, later steps are shown but disabled (so Tab skips them). A step
 * is marked done only once it was visited and is complete.
 * On phones the stepper is one line instead, "Step 2 of 6 · Emergency Contact": a row of dots
 * without titles says little to anyone. Its own markup rather than MUI's Stepper, which brought
 * about 4 kB gzip (step, label, icon, connector and roving-focus modules) for this one list.
 */
export function WizardStepper({
  steps,
  shown,
  activeStep,
  visited,
  onSelectStep,
}: {
  steps: readonly StepSpec[];
  /**
   * The indices of the steps that show: a step whose condition does not hold is not listed, and
   * the numbers count only the steps listed, as "Step n of N" does.
   */
  shown: readonly number[];
  /** The index in the form of the step on screen. */
  activeStep: number;
  /** The steps shown so far. */
  visited: readonly number[];
  onSelectStep: (index: number) => void;
}) {
  const firstIncomplete = useTrackerValue(selectFirstIncomplete);
  const { messages } = useWizardContext();
  return (
    <Box component="nav" aria-label={messages.stepsLabel} sx={{ displayPrint: 'none' }}>
      <Typography
        sx={(theme) => ({
          fontWeight: 600,
          overflowWrap: 'anywhere',
          [theme.breakpoints.up('md')]: { display: 'none' },
        })}
      >
        {messages.stepLine(
          shown.indexOf(activeStep) + 1,
          shown.length,
          steps[activeStep]?.title ?? '',
        )}
      </Typography>
      <Box
        component="ol"
        // Hidden by a max-width query (not shown by a min-width one), so a renderer that reads no
        // media queries (jsdom) still sees the steps.
        sx={(theme) => ({
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: 'minmax(0, 1fr)',
          columnGap: `${columnGap}px`,
          m: 0,
          p: 0,
          listStyle: 'none',
          [theme.breakpoints.down('md')]: { display: 'none' },
        })}
      >
        {shown.map((index, position) => {
          const step = steps[index]!;
          const active = index === activeStep;
          return (
            <StepperStep
              key={step.id}
              step={step}
              number={position + 1}
              active={active}
              completed={!active && index < firstIncomplete && visited.includes(index)}
              available={index <= firstIncomplete}
              onSelect={() => onSelectStep(index)}
            />
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * One step of the list: a native button with its mark (the number, or a tick once done) and its
 * title, which opens the step; `available` only up to the first incomplete step.
 */
function StepperStep({
  step,
  number,
  active,
  completed,
  available,
  onSelect,
}: {
  step: StepSpec;
  number: number;
  active: boolean;
  /** Visited and complete. */
  completed: boolean;
  available: boolean;
  onSelect: () => void;
}) {
  const { messages } = useWizardContext();
  const reached = active || completed;
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        // The line from the previous step's mark to this one's.
        '&:not(:first-of-type)::before': {
          content: '""',
          position: 'absolute',
          top: `calc(${markSize / 2}px + 0.5rem)`,
          left: `calc(-50% - ${columnGap}px + ${markSize / 2 + 8}px)`,
          right: `calc(50% + ${markSize / 2 + 8}px)`,
          borderTop: 1,
          borderColor: 'divider',
        },
      }}
    >
      {/* Named by its content (title plus hidden status), not by aria-label: an
          aria-label that leaves out the visible text fails WCAG 2.5.3 Label in Name. */}
      <Box
        component="button"
        type="button"
        aria-current={active ? 'step' : undefined}
        disabled={!available}
        onClick={onSelect}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          width: '100%',
          py: 1,
          px: 0,
          border: 0,
          borderRadius: 1,
          bgcolor: 'transparent',
          font: 'inherit',
          typography: 'body2',
          textAlign: 'center',
          color: reached ? 'text.primary' : 'text.secondary',
          fontWeight: active ? 500 : undefined,
          cursor: 'pointer',
          '&:disabled': { cursor: 'default' },
          '&:not(:disabled):hover > span:last-child': { textDecoration: 'underline' },
        }}
      >
        <StepMark number={number} reached={reached} completed={completed} />
        {/* A word longer than its column breaks rather than run into the next title. */}
        <Box component="span" sx={{ maxWidth: '100%', overflowWrap: 'anywhere' }}>
          {step.title}
          {completed && (
            <Box component="span" sx={visuallyHidden}>
              {messages.stepCompleted}
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** The circle before a step's title: its number, or a tick once the step is done. */
function StepMark({
  number,
  reached,
  completed,
}: {
  number: number;
  reached: boolean;
  completed: boolean;
}) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        display: 'grid',
        placeItems: 'center',
        width: markSize,
        height: markSize,
        borderRadius: '50%',
        // Steps not reached yet: an outlined circle, quieter than a filled one.
        border: 1,
        borderColor: reached ? 'primary.main' : 'text.secondary',
        bgcolor: reached ? 'primary.main' : 'transparent',
        color: reached ? 'primary.contrastText' : 'text.secondary',
        fontSize: '0.75rem',
        fontWeight: 600,
        lineHeight: 1,
      }}
    >
      {completed ? (
        <Box component="svg" viewBox="0 0 24 24" sx={{ width: 16, fill: 'currentColor' }}>
          <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
        </Box>
      ) : (
        number
      )}
    </Box>
  );
}
