import type { BuiltInKindWords } from '../kinds.ts';
import { countsIn } from './countsIn.ts';
import type { WizardMessages } from './wizardMessages.ts';
export type { BuiltInKindWords } from '../kinds.ts';
export type { WizardMessages } from './wizardMessages.ts';

const locale = 'zh-Hant-US';
const { count, percent } = countsIn(locale);

/*
 * Traditional Chinese as Taiwan's forms write it (表單, 送出, 分頁), addressing the person as 您.
 * A list of labels is joined with the enumeration comma (、); a number stands between spaces.
 */

/**
 * The wizard's words in Traditional Chinese (繁體中文), for `FormWizard`'s `messages`; the
 * built-in kinds' words are {@link traditionalChineseKindWords}, for the form's catalog (`kinds`).
 */
export const traditionalChineseWizardWords: WizardMessages = {
  yes: '是',
  no: '否',
  notProvided: '未填寫',
  locale,
  progressLabel: '表單進度',
  stepOfCount: (step, total) => `第 ${count(step)} 步，共 ${count(total)} 步`,
  percentComplete: (value) => `已完成 ${percent(value)}`,
  stepsLabel: '表單步驟',
  stepCompleted: '，已完成',
  requiredNote: '標有 * 的欄位為必填。',
  needsJavaScript: '此表單需要 JavaScript。請在瀏覽器中啟用 JavaScript 後繼續。',
  previous: '上一步',
  next: '下一步',
  submit: '送出',
  missingFields: (labels, isLastStep) =>
    `${isLastStep ? '送出前' : '繼續前'}，請填寫：${labels.join('、')}`,
  wrongFields: (labels, isLastStep) =>
    `${isLastStep ? '送出前' : '繼續前'}，請更正：${labels.join('、')}`,
  alreadySubmitted: '您的回答已送出。',
  success: '謝謝！您的回答已送出。',
  reviewHeading: '確認您的回答',
  change: '修改',
  changeStep: (stepTitle) => `修改：${stepTitle}`,
  changeAnswer: (label) => `修改：${label}`,
  saveAndReturn: '儲存並返回確認頁面',
  answersToCheck: (answers) => `有 ${count(answers)} 個回答可能需要再看一下`,
  leaveTitle: '要離開此表單嗎？',
  leaveText: '您的回答尚未送出。如果現在離開，這些回答將會遺失。',
  leaveConfirm: '離開並捨棄回答',
  leaveStay: '留在此頁面',

  errorSummaryTitle: '發生問題',
  requiredError: (label, kind) => {
    if (kind === 'consent') return '請勾選此方塊以繼續';
    if (kind === 'checkboxes') return `${label}：請至少選擇一項`;
    if (kind === 'select' || kind === 'radio') return `${label}：請選擇一項`;
    return `${label}：此欄位為必填`;
  },
  submitting: '正在送出…',
  submitFailed: '無法送出您的回答。您的回答都還在，請再試一次。',

  restoredNotice: '歡迎回來。您先前在此分頁中填寫的回答都還在。',
  restoredExcept: (labels) =>
    `歡迎回來。您先前在此分頁中填寫的回答都還在，但以下回答無法保留：${labels.join('、')}。請重新填寫。`,
  setAsideNote: (answers) =>
    `儲存您的回答後，此表單有了變更。以下回答已不適用，因此已移除：${answers.join('；')}。請先檢查此步驟再繼續。`,
  startOver: '重新開始',
  startOverQuestion: '要清除所有回答，從空白表單重新開始嗎？',
  startOverConfirm: '清除我的回答',
  startOverCancel: '保留我的回答',
  startNew: '填寫新表單',
  editAnswersNote:
    '您可以修改任何回答並再次送出。再次送出會把您的回答當作一次新的送出，再傳送一次。',
  notKept:
    '此瀏覽器不允許保存您的回答（儲存空間遭封鎖或已滿），因此重新整理或離開此頁面後，回答將會遺失。如果可以，請一次填完。',
  partlyKept: (labels) =>
    `以下回答太長，無法保存在此瀏覽器分頁中，重新整理後將會遺失：${labels.join('、')}。您的其他回答已保存。`,
  leaveTextKept: '您的回答尚未送出。在您關閉此瀏覽器分頁之前，回答會一直保存在其中。',
  leaveConfirmKept: '離開此頁面',
  notProvidedList: (labels) => `未填寫：${labels.join('、')}`,
  showWholeAnswer: (length) => `顯示全部 ${count(length)} 個字元`,
  submittedHeading: '您的回答',
  submittedOn: (dateTime) => `送出時間：${dateTime}`,
  keptHereHeading: '此裝置上的回答',
  keptHereText:
    '您所有回答（包括健康資訊）的副本都保存在此瀏覽器分頁中，這樣重新整理頁面後回答仍然還在。副本會一直保留，直到您關閉此分頁或將其移除。在共用或公用裝置上，請列印或儲存您需要的內容，然後將其移除。',
  removeAnswers: '從此裝置移除我的回答',
  answersRemoved: '您的回答已從此裝置移除。此瀏覽器分頁中不再保存任何回答。',
  checkTheseTitle: '要確認這些回答嗎？',
  checkTheseText: (answers) =>
    answers === 1
      ? '此回答看起來不太尋常。如有錯誤請修改，也可以照原樣送出。'
      : '這些回答看起來不太尋常。如有錯誤請修改，也可以照原樣送出。',
  submitAnyway: '仍要送出',
  backToReview: '返回確認您的回答',
  editAnswers: '修改回答',
  print: '列印或另存為 PDF',
  stepLine: (step, total, title) => `第 ${count(step)} 步，共 ${count(total)} 步 · ${title}`,

  checking: '正在檢查…',
  checkingFields: (labels) => `正在檢查：${labels.join('、')}…`,
  checkUnavailable: (label) => `目前無法檢查：${label}`,
  uncheckedMayGoOn: '您可以再試一次，也可以繼續：我們會將其標示為未檢查。',
  tryAgain: '再試一次',
  tryAgainLabel: (label) => `再次檢查：${label}`,
  notChecked: '未檢查：我們無法檢查此回答',
};

/**
 * The built-in kinds' words in Traditional Chinese, for a catalog in it: `kinds:
 * traditionalChineseKindWords`, or spread beside the words of a kind of your own.
 */
export const traditionalChineseKindWords: BuiltInKindWords = {
  select: { chooseOne: '請選擇' },
  number: { notANumber: (label) => `${label}：請輸入數字` },
  consent: { readFullText: (label) => `閱讀全文：${label}` },
  group: {
    // 項, the measure word for items: a row may be a job, a child or a visit.
    tooFewRows: (min, rowLabel) => `${rowLabel}：請至少新增 ${count(min)} 項`,
    tooManyRows: (max, rowLabel) => `${rowLabel}：最多 ${count(max)} 項`,
    addRow: (rowLabel) => `新增${rowLabel}`,
    inRow: (rowName, message) => `${rowName}：${message}`,
    removeRow: (rowName) => `移除${rowName}`,
    rowAdded: (rowName) => `已新增${rowName}`,
    rowRemoved: (rowName) => `已移除${rowName}`,
    undoRemove: '復原',
    atMostRows: (max) => `您已新增 ${count(max)} 項，這是此清單的上限。`,
    atLeastRows: (min) => `此清單至少需要 ${count(min)} 項，因此無法移除。`,
  },
};
