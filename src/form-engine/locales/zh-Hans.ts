import type { BuiltInKindWords } from '../kinds.ts';
import { countsIn } from './countsIn.ts';
import type { WizardMessages } from './wizardMessages.ts';
export type { BuiltInKindWords } from '../kinds.ts';
export type { WizardMessages } from './wizardMessages.ts';

const locale = 'zh-Hans-US';
const { count, percent } = countsIn(locale);

/*
 * Simplified Chinese addressing the person as 您. A list of labels is joined with the
 * enumeration comma (、), and a number stands between spaces, as Chinese interfaces write it.
 */

/**
 * The wizard's words in Simplified Chinese (简体中文), for `FormWizard`'s `messages`; the built-in
 * kinds' words are {@link simplifiedChineseKindWords}, for the form's catalog (`kinds`).
 */
export const simplifiedChineseWizardWords: WizardMessages = {
  yes: '是',
  no: '否',
  notProvided: '未填写',
  locale,
  progressLabel: '表单进度',
  stepOfCount: (step, total) => `第 ${count(step)} 步，共 ${count(total)} 步`,
  percentComplete: (value) => `已完成 ${percent(value)}`,
  stepsLabel: '表单步骤',
  stepCompleted: '，已完成',
  requiredNote: '标有 * 的为必填项。',
  needsJavaScript: '此表单需要 JavaScript。请在浏览器中启用 JavaScript 后继续。',
  previous: '上一步',
  next: '下一步',
  submit: '提交',
  missingFields: (labels, isLastStep) =>
    `${isLastStep ? '提交前' : '继续前'}，请填写：${labels.join('、')}`,
  wrongFields: (labels, isLastStep) =>
    `${isLastStep ? '提交前' : '继续前'}，请更正：${labels.join('、')}`,
  alreadySubmitted: '您的回答已提交。',
  success: '谢谢！您的回答已提交。',
  reviewHeading: '核对您的回答',
  change: '修改',
  changeStep: (stepTitle) => `修改：${stepTitle}`,
  changeAnswer: (label) => `修改：${label}`,
  saveAndReturn: '保存并返回核对页面',
  answersToCheck: (answers) => `有 ${count(answers)} 个回答可能需要再看一下`,
  leaveTitle: '要离开此表单吗？',
  leaveText: '您的回答尚未提交。如果现在离开，这些回答将会丢失。',
  leaveConfirm: '离开并丢弃回答',
  leaveStay: '留在此页面',

  errorSummaryTitle: '出现问题',
  requiredError: (label, kind) => {
    if (kind === 'consent') return '请勾选此框以继续';
    if (kind === 'checkboxes') return `${label}：请至少选择一项`;
    if (kind === 'select' || kind === 'radio') return `${label}：请选择一项`;
    return `${label}：此项为必填项`;
  },
  submitting: '正在提交…',
  submitFailed: '无法提交您的回答。您的回答都还在，请重试。',

  restoredNotice: '欢迎回来。您之前在此标签页中填写的回答都还在。',
  restoredExcept: (labels) =>
    `欢迎回来。您之前在此标签页中填写的回答都还在，但以下回答未能保存：${labels.join('、')}。请重新填写。`,
  setAsideNote: (answers) =>
    `保存您的回答后，此表单有了更改。以下回答已不适用，已被移除：${answers.join('；')}。请先检查此步骤再继续。`,
  startOver: '重新开始',
  startOverQuestion: '要清除所有回答，从空白表单重新开始吗？',
  startOverConfirm: '清除我的回答',
  startOverCancel: '保留我的回答',
  startNew: '填写新表单',
  editAnswersNote: '您可以修改任何回答并再次提交。再次提交会把您的回答作为一次新的提交再发送一次。',
  notKept:
    '此浏览器不允许保存您的回答（存储被阻止或已满），因此刷新或离开此页面后，回答将会丢失。如有可能，请一次填完。',
  partlyKept: (labels) =>
    `以下回答太长，无法保存在此浏览器标签页中，刷新后将会丢失：${labels.join('、')}。您的其他回答已保存。`,
  leaveTextKept: '您的回答尚未提交。在您关闭此浏览器标签页之前，回答会一直保存在其中。',
  leaveConfirmKept: '离开此页面',
  notProvidedList: (labels) => `未填写：${labels.join('、')}`,
  showWholeAnswer: (length) => `显示全部 ${count(length)} 个字符`,
  submittedHeading: '您的回答',
  submittedOn: (dateTime) => `提交时间：${dateTime}`,
  keptHereHeading: '此设备上的回答',
  keptHereText:
    '您所有回答（包括健康信息）的副本都保存在此浏览器标签页中，这样刷新页面后回答仍然还在。副本会一直保留，直到您关闭此标签页或将其删除。在共用或公共设备上，请打印或保存您需要的内容，然后将其删除。',
  removeAnswers: '从此设备删除我的回答',
  answersRemoved: '您的回答已从此设备删除。此浏览器标签页中不再保存任何回答。',
  checkTheseTitle: '要核对这些回答吗？',
  checkTheseText: (answers) =>
    answers === 1
      ? '此回答看起来不太寻常。如有错误请修改，也可以按原样提交。'
      : '这些回答看起来不太寻常。如有错误请修改，也可以按原样提交。',
  submitAnyway: '仍然提交',
  backToReview: '返回核对回答',
  editAnswers: '修改回答',
  print: '打印或另存为 PDF',
  stepLine: (step, total, title) => `第 ${count(step)} 步，共 ${count(total)} 步 · ${title}`,

  checking: '正在检查…',
  checkingFields: (labels) => `正在检查：${labels.join('、')}…`,
  checkUnavailable: (label) => `暂时无法检查：${label}`,
  uncheckedMayGoOn: '您可以重试，也可以继续：我们会将其标记为未检查。',
  tryAgain: '重试',
  tryAgainLabel: (label) => `重新检查：${label}`,
  notChecked: '未检查：我们无法检查此回答',
};

/**
 * The built-in kinds' words in Simplified Chinese, for a catalog in it: `kinds:
 * simplifiedChineseKindWords`, or spread beside the words of a kind of your own.
 */
export const simplifiedChineseKindWords: BuiltInKindWords = {
  select: { chooseOne: '请选择' },
  number: { notANumber: (label) => `${label}：请输入数字` },
  consent: { readFullText: (label) => `阅读全文：${label}` },
  group: {
    // 项, the measure word for items: a row may be a job, a child or a visit.
    tooFewRows: (min, rowLabel) => `${rowLabel}：请至少添加 ${count(min)} 项`,
    tooManyRows: (max, rowLabel) => `${rowLabel}：最多 ${count(max)} 项`,
    addRow: (rowLabel) => `添加${rowLabel}`,
    inRow: (rowName, message) => `${rowName}：${message}`,
    removeRow: (rowName) => `删除${rowName}`,
    rowAdded: (rowName) => `已添加${rowName}`,
    rowRemoved: (rowName) => `已删除${rowName}`,
    undoRemove: '撤销',
    atMostRows: (max) => `您已添加 ${count(max)} 项，这是此列表的上限。`,
    atLeastRows: (min) => `此列表至少需要 ${count(min)} 项，因此无法删除。`,
  },
};
