/**
 * The error summary (GOV.UK's pattern) through the wizard: nothing is flagged before the person
 * tries to move on; activating the unavailable Next shows "There is a problem" with a link per
 * missing field, takes focus, marks each missing field invalid with its own message, and tells the
 * page (`onStepShown`'s `hasErrors`). Each message goes as its field is filled.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { compileForm } from '../index.ts';
import { testKit } from '../test-kit/testKit.ts';
import { renderWizard } from '../test-kit/renderWizard.tsx';

const form = compileForm(
  testKit,
  testKit.defineForm({
    id: 'club',
    title: 'Club',
    steps: [
      {
        id: 'join',
        title: 'Join',
        fields: [
          {
            name: 'name',
            kind: 'text',
            label: 'Name',
            required: true,
            requiredMessage: 'Enter your name',
          },
          { name: 'nickname', kind: 'text', label: 'Nickname' },
          {
            name: 'colour',
            kind: 'select',
            label: 'Favourite colour',
            required: true,
            options: ['red', 'blue'].map((value) => ({ value, label: value })) as [
              { value: string; label: string },
            ],
          },
          {
            name: 'days',
            kind: 'checkboxes',
            label: 'Days',
            required: true,
            options: [
              { value: 'mon', label: 'Monday' },
              { value: 'tue', label: 'Tuesday' },
            ],
          },
          { name: 'terms', kind: 'consent', label: 'I accept the rules', required: true },
        ],
      },
      {
        id: 'more',
        title: 'More',
        fields: [{ name: 'notes', kind: 'text', label: 'Notes', required: true }],
      },
    ],
  }),
);

const messages = [
  'Enter your name',
  'Favourite colour: choose an option',
  'Days: choose at least one option',
  'Tick this box to continue',
];

async function open(onStepShown = vi.fn()) {
  const view = renderWizard(form, { onStepShown });
  await screen.findByRole('heading', { level: 2, name: 'Join' });
  return { ...view, onStepShown };
}

const summary = () => screen.queryByRole('region', { name: 'There is a problem' });
const nameBox = () => screen.getByRole('textbox', { name: 'Name' });

describe('the error summary', () => {
  it('shows nothing before the person tries to move on', async () => {
    const { user, onStepShown } = await open();
    await user.type(nameBox(), 'A');
    await user.clear(nameBox());
    expect(summary()).not.toBeInTheDocument();
    expect(nameBox()).not.toHaveAttribute('aria-invalid', 'true');
    for (const message of messages) expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(onStepShown).toHaveBeenLastCalledWith(expect.objectContaining({ hasErrors: false }));
  });

  it('appears with focus, a link per missing field, and marks each field invalid', async () => {
    const { user, onStepShown } = await open();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const region = summary()!;
    expect(region).toHaveFocus();
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(messages);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Join');
    expect(onStepShown).toHaveBeenLastCalledWith({
      index: 0,
      number: 1,
      count: 2,
      title: 'Join',
      hasErrors: true,
    });

    expect(nameBox()).toHaveAttribute('aria-invalid', 'true');
    expect(nameBox()).toHaveAccessibleDescription('Enter your name');
    const colour = screen.getByRole('combobox', { name: 'Favourite colour' });
    expect(colour).toHaveAttribute('aria-invalid', 'true');
    expect(colour).toHaveAccessibleDescription(/Favourite colour: choose an option/);
    const days = screen.getByRole('group', { name: 'Days' });
    expect(days).toHaveAccessibleDescription(/Days: choose at least one option/);
    expect(within(days).getByRole('checkbox', { name: 'Monday' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const terms = screen.getByRole('checkbox', { name: /I accept the rules/ });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription(/Tick this box to continue/);
    // An optional field is never flagged.
    expect(screen.getByRole('textbox', { name: 'Nickname' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('links move focus to the field: the input, the first box, the consent', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const region = summary()!;
    await user.click(within(region).getByRole('link', { name: 'Enter your name' }));
    expect(nameBox()).toHaveFocus();
    await user.click(within(region).getByRole('link', { name: /Days/ }));
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toHaveFocus();
    await user.click(within(region).getByRole('link', { name: 'Tick this box to continue' }));
    expect(screen.getByRole('checkbox', { name: /I accept the rules/ })).toHaveFocus();
  });

  it('loses each message as its field is filled, and goes away with the last', async () => {
    const { user, onStepShown } = await open();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(nameBox(), 'Ana');
    expect(nameBox()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Enter your name')).not.toBeInTheDocument();
    expect(within(summary()!).getAllByRole('link')).toHaveLength(3);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Favourite colour' }), 'blue');
    await user.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    expect(screen.queryByText('Days: choose at least one option')).not.toBeInTheDocument();
    expect(onStepShown).toHaveBeenLastCalledWith(expect.objectContaining({ hasErrors: true }));
    await user.click(screen.getByRole('checkbox', { name: /I accept the rules/ }));
    expect(summary()).not.toBeInTheDocument();
    expect(onStepShown).toHaveBeenLastCalledWith(expect.objectContaining({ hasErrors: false }));
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
  });

  it('starts clean on the next step', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(nameBox(), 'Ana');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Favourite colour' }), 'red');
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await user.click(screen.getByRole('checkbox', { name: /I accept the rules/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'More' });
    expect(summary()).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

describe('a field kept back by an error check', () => {
  it('says the check’s message, not the required one', async () => {
    const checked = compileForm(
      testKit,
      testKit.defineForm({
        id: 'code',
        title: 'Code',
        steps: [
          {
            id: 'code',
            title: 'Your Code',
            fields: [
              {
                name: 'code',
                kind: 'text',
                label: 'Code',
                required: true,
                checks: [{ rule: 'maxLength', args: 3, message: 'Use at most 3 characters' }],
              },
            ],
          },
          {
            id: 'end',
            title: 'End',
            fields: [{ name: 'done', kind: 'consent', label: 'Done', required: true }],
          },
        ],
      }),
    );
    const { user } = renderWizard(checked);
    const code = await screen.findByRole('textbox', { name: 'Code' });
    await user.type(code, 'ABCDE');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(summary()!).getByRole('link')).toHaveTextContent('Use at most 3 characters');
    expect(code).toHaveAccessibleDescription('Use at most 3 characters');
    await user.clear(code);
    expect(within(summary()!).getByRole('link')).toHaveTextContent('Code is required');
  });
});
