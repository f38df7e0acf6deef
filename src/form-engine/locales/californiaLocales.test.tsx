/**
 * The five locale entries after English and Spanish (`stepform/locales/zh-Hans`, `zh-Hant`,
 * `tl`, `vi`, `ko`): each says the progress, a select's empty choice, a group's buttons and
 * limits in its language, and its `locale` writes a date as that language does; a form compiled
 * in Korean, with the entry's kind words in its catalog and its wizard words as `messages`, says
 * them all in the wizard.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { compileForm, FormWizard, type FormTranslation, type WizardMessages } from '../index.ts';
import type { BuiltInKindWords } from '../kinds.ts';
import { formatDate } from '../answers/formatDate.ts';
import { testKit } from '../test-kit/testKit.ts';
import { koreanKindWords, koreanWizardWords } from './ko.ts';
import { tagalogKindWords, tagalogWizardWords } from './tl.ts';
import { vietnameseKindWords, vietnameseWizardWords } from './vi.ts';
import { simplifiedChineseKindWords, simplifiedChineseWizardWords } from './zh-Hans.ts';
import { traditionalChineseKindWords, traditionalChineseWizardWords } from './zh-Hant.ts';

const tripForm = testKit.defineForm({
  id: 'trip',
  title: 'Trip',
  steps: [
    {
      id: 'children',
      title: 'Children',
      fields: [
        {
          name: 'children',
          kind: 'group',
          label: 'Children',
          rowLabel: 'Child',
          required: true,
          maxRows: 2,
          fields: [
            { name: 'name', kind: 'text', label: 'Name', required: true },
            { name: 'born', kind: 'date', label: 'Born', required: true },
          ],
        },
        { name: 'size', kind: 'select', label: 'Shirt', required: true, options: ['S', 'M'] },
      ],
    },
    { id: 'end', title: 'End', fields: [{ name: 'agree', kind: 'consent', label: 'I agree' }] },
  ],
});

/** The form's own texts stay as written: what is under test is the entry's words. */
const catalogWith = (kinds: BuiltInKindWords) =>
  ({
    title: 'Trip',
    steps: { children: { title: 'Children' }, end: { title: 'End' } },
    fields: {
      children: {
        label: 'Children',
        rowLabel: 'Child',
        fields: { name: { label: 'Name' }, born: { label: 'Born' } },
      },
      size: { label: 'Shirt', options: { S: 'S', M: 'M' } },
      agree: { label: 'I agree' },
    },
    kinds,
  }) satisfies FormTranslation<typeof tripForm>;

interface Locale {
  tag: string;
  wizard: WizardMessages;
  kinds: BuiltInKindWords;
  /** What a person reads, in that language. */
  says: {
    stepOneOfTwo: string;
    chooseOne: string;
    addChild: string;
    atMostTwo: string;
    removeChild2: string;
    /** 2016-03-04 in the review. */
    date: string;
    next: string;
  };
}

const locales: Locale[] = [
  {
    tag: 'zh-Hans',
    wizard: simplifiedChineseWizardWords,
    kinds: simplifiedChineseKindWords,
    says: {
      stepOneOfTwo: '第 1 步，共 2 步',
      chooseOne: '请选择',
      addChild: '添加Child',
      atMostTwo: '您已添加 2 项，这是此列表的上限。',
      removeChild2: '删除Child 2',
      date: '2016年3月4日',
      next: '下一步',
    },
  },
  {
    tag: 'zh-Hant',
    wizard: traditionalChineseWizardWords,
    kinds: traditionalChineseKindWords,
    says: {
      stepOneOfTwo: '第 1 步，共 2 步',
      chooseOne: '請選擇',
      addChild: '新增Child',
      atMostTwo: '您已新增 2 項，這是此清單的上限。',
      removeChild2: '移除Child 2',
      date: '2016年3月4日',
      next: '下一步',
    },
  },
  {
    tag: 'tl',
    wizard: tagalogWizardWords,
    kinds: tagalogKindWords,
    says: {
      stepOneOfTwo: 'Hakbang 1 sa 2',
      chooseOne: 'Pumili',
      addChild: 'Magdagdag ng isa pang child',
      atMostTwo: 'Nakapagdagdag na kayo ng 2, ang pinakamarami sa listahang ito.',
      removeChild2: 'Alisin ang Child 2',
      date: 'Marso 4, 2016',
      next: 'Susunod',
    },
  },
  {
    tag: 'vi',
    wizard: vietnameseWizardWords,
    kinds: vietnameseKindWords,
    says: {
      stepOneOfTwo: 'Bước 1 trên 2',
      chooseOne: 'Chọn một mục',
      addChild: 'Thêm child',
      atMostTwo: 'Quý vị đã thêm 2, là số lượng tối đa của danh sách này.',
      removeChild2: 'Xóa Child 2',
      date: '4 tháng 3, 2016',
      next: 'Tiếp theo',
    },
  },
  {
    tag: 'ko',
    wizard: koreanWizardWords,
    kinds: koreanKindWords,
    says: {
      stepOneOfTwo: '2단계 중 1단계',
      chooseOne: '선택하세요',
      addChild: 'Child 추가',
      atMostTwo: '이 목록에 넣을 수 있는 최대 개수인 2개를 모두 추가했습니다.',
      removeChild2: 'Child 2 삭제',
      date: '2016년 3월 4일',
      next: '다음',
    },
  },
];

it.each(locales)(
  'stepform/locales/$tag says the words a form needs, its date as its locale does',
  ({ wizard, kinds, says }) => {
    expect(wizard.stepOfCount(1, 2)).toBe(says.stepOneOfTwo);
    expect(wizard.next).toBe(says.next);
    expect(kinds.select.chooseOne).toBe(says.chooseOne);
    expect(kinds.group.addRow('Child')).toBe(says.addChild);
    expect(kinds.group.atMostRows(2)).toBe(says.atMostTwo);
    expect(kinds.group.removeRow('Child 2')).toBe(says.removeChild2);
    expect(formatDate('2016-03-04', wizard.locale)).toBe(says.date);
  },
);

// One whole form, in Korean: the catalog takes the entry's kind words, the wizard its words.
it('a form in Korean says them in the wizard, and its review writes the date in Korean', async () => {
  const { wizard, kinds, says } = locales.find((locale) => locale.tag === 'ko')!;
  const user = userEvent.setup();
  const form = compileForm(testKit, tripForm, { language: 'ko', translation: catalogWith(kinds) });
  render(<FormWizard form={form} onSubmit={vi.fn()} messages={wizard} />);
  await screen.findByRole('heading', { level: 2, name: 'Children' });
  expect(screen.getByText(says.stepOneOfTwo)).toBeVisible();
  expect(screen.getByRole('option', { name: says.chooseOne })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: says.addChild }));
  const second = await screen.findByRole('group', { name: 'Child 2' });
  expect(screen.getByText(says.atMostTwo)).toBeVisible();
  await user.click(within(second).getByRole('button', { name: says.removeChild2 }));

  const first = screen.getByRole('group', { name: 'Child 1' });
  await user.type(within(first).getByRole('textbox', { name: /^Name/ }), 'Mai');
  await user.type(within(first).getByLabelText(/^Born/), '2016-03-04');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Shirt/ }), 'M');
  await user.click(screen.getByRole('button', { name: says.next }));
  const review = await screen.findByRole('region', { name: wizard.reviewHeading });
  expect(within(review).getByText(new RegExp(says.date))).toBeVisible();
});

describe('counts through Intl in each locale', () => {
  it('groups the digits of a long answer’s length as the locale does', () => {
    expect(koreanWizardWords.showWholeAnswer(12_345)).toBe('12,345자 모두 보기');
    expect(vietnameseWizardWords.showWholeAnswer(12_345)).toBe('Hiển thị toàn bộ 12.345 ký tự');
    expect(simplifiedChineseWizardWords.showWholeAnswer(12_345)).toBe('显示全部 12,345 个字符');
  });

  it('in Tagalog, a count before a noun takes the linker its spoken number takes', () => {
    // "limang sagot", "apat na sagot", "isang libo dalawang daan at tatlumpu't apat na character".
    expect(tagalogWizardWords.answersToCheck(5)).toBe('May 5 sagot na baka kailangang tingnan');
    expect(tagalogWizardWords.answersToCheck(4)).toBe('May 4 na sagot na baka kailangang tingnan');
    expect(tagalogWizardWords.showWholeAnswer(1_234)).toBe(
      'Ipakita ang lahat ng 1,234 na character',
    );
  });

  it('says a percentage with the locale’s sign and order', () => {
    expect(koreanWizardWords.percentComplete(50)).toBe('50% 완료');
    expect(traditionalChineseWizardWords.percentComplete(50)).toBe('已完成 50%');
    expect(tagalogWizardWords.percentComplete(50)).toBe('50% tapos na');
  });

  it('Chinese, Korean and Vietnamese have one form for every count, so their words say it once', () => {
    for (const { locale } of [
      simplifiedChineseWizardWords,
      koreanWizardWords,
      vietnameseWizardWords,
    ]) {
      expect(new Intl.PluralRules(locale).resolvedOptions().pluralCategories).toEqual(['other']);
    }
  });
});
