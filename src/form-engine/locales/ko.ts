import type { BuiltInKindWords } from '../kinds.ts';
import { countsIn } from './countsIn.ts';
import type { WizardMessages } from './wizardMessages.ts';
export type { BuiltInKindWords } from '../kinds.ts';
export type { WizardMessages } from './wizardMessages.ts';

const locale = 'ko-US';
const { count, percent } = countsIn(locale);

/*
 * Korean in the polite register of public forms (-세요, -습니다). A label is never followed by a
 * particle (은/는, 을/를 depend on its last sound): it stands before a colon instead.
 */

/**
 * The wizard's words in Korean (한국어), for `FormWizard`'s `messages`; the built-in kinds' words
 * are {@link koreanKindWords}, for the form's catalog (`kinds`).
 */
export const koreanWizardWords: WizardMessages = {
  yes: '예',
  no: '아니요',
  notProvided: '입력하지 않음',
  locale,
  progressLabel: '양식 진행 상황',
  stepOfCount: (step, total) => `${count(total)}단계 중 ${count(step)}단계`,
  percentComplete: (value) => `${percent(value)} 완료`,
  stepsLabel: '양식 단계',
  stepCompleted: ', 완료됨',
  requiredNote: '* 표시가 있는 항목은 필수입니다.',
  needsJavaScript:
    '이 양식을 사용하려면 JavaScript가 필요합니다. 브라우저에서 JavaScript를 켠 후 계속하세요.',
  previous: '이전',
  next: '다음',
  submit: '제출',
  missingFields: (labels, isLastStep) =>
    `${isLastStep ? '제출하려면' : '계속하려면'} 다음 항목을 입력하세요: ${labels.join(', ')}`,
  wrongFields: (labels, isLastStep) =>
    `${isLastStep ? '제출하려면' : '계속하려면'} 다음 항목을 수정하세요: ${labels.join(', ')}`,
  alreadySubmitted: '답변이 제출되었습니다.',
  success: '감사합니다. 답변이 제출되었습니다.',
  reviewHeading: '답변 확인',
  change: '변경',
  changeStep: (stepTitle) => `${stepTitle} 변경`,
  changeAnswer: (label) => `${label} 변경`,
  saveAndReturn: '저장하고 답변 확인으로 돌아가기',
  answersToCheck: (answers) => `다시 확인이 필요할 수 있는 답변이 ${count(answers)}개 있습니다`,
  leaveTitle: '이 양식에서 나가시겠습니까?',
  leaveText: '답변이 아직 제출되지 않았습니다. 지금 나가면 답변이 사라집니다.',
  leaveConfirm: '답변을 버리고 나가기',
  leaveStay: '이 페이지에 머무르기',

  errorSummaryTitle: '문제가 있습니다',
  requiredError: (label, kind) => {
    if (kind === 'consent') return '계속하려면 이 상자에 체크하세요';
    if (kind === 'checkboxes') return `${label}: 하나 이상 선택하세요`;
    if (kind === 'select' || kind === 'radio') return `${label}: 하나를 선택하세요`;
    return `${label}: 필수 항목입니다`;
  },
  submitting: '제출 중…',
  submitFailed: '답변을 제출하지 못했습니다. 답변은 모두 그대로 있으니 다시 시도하세요.',

  restoredNotice: '다시 오신 것을 환영합니다. 이 탭에서 전에 입력한 답변이 그대로 있습니다.',
  restoredExcept: (labels) =>
    `다시 오신 것을 환영합니다. 이 탭에서 전에 입력한 답변이 그대로 있지만, 다음 답변은 저장하지 못했습니다: ${labels.join(', ')}. 다시 입력해 주세요.`,
  setAsideNote: (answers) =>
    `답변을 저장한 뒤에 이 양식이 바뀌었습니다. 다음 답변은 지금 양식에 맞지 않아 제외되었습니다: ${answers.join('; ')}. 계속하기 전에 이 단계를 확인하세요.`,
  startOver: '처음부터 다시 하기',
  startOverQuestion: '모든 답변을 지우고 빈 양식으로 처음부터 다시 하시겠습니까?',
  startOverConfirm: '내 답변 지우기',
  startOverCancel: '내 답변 유지하기',
  startNew: '새 양식 작성하기',
  editAnswersNote:
    '어떤 답변이든 바꾼 뒤 다시 제출할 수 있습니다. 다시 제출하면 답변이 새로운 제출로 한 번 더 전송됩니다.',
  notKept:
    '이 브라우저에서는 답변을 저장할 수 없습니다(저장 공간이 차단되었거나 가득 찼습니다). 페이지를 새로 고치거나 나가면 답변이 사라지니, 가능하면 한 번에 끝내 주세요.',
  partlyKept: (labels) =>
    `다음 답변은 너무 길어서 이 브라우저 탭에 저장할 수 없으며, 페이지를 새로 고치면 사라집니다: ${labels.join(', ')}. 다른 답변은 저장되어 있습니다.`,
  leaveTextKept:
    '답변이 아직 제출되지 않았습니다. 이 브라우저 탭을 닫을 때까지 답변이 저장되어 있습니다.',
  leaveConfirmKept: '이 페이지에서 나가기',
  notProvidedList: (labels) => `입력하지 않음: ${labels.join(', ')}`,
  showWholeAnswer: (length) => `${count(length)}자 모두 보기`,
  submittedHeading: '내 답변',
  submittedOn: (dateTime) => `제출 일시: ${dateTime}`,
  keptHereHeading: '이 기기에 있는 내 답변',
  keptHereText:
    '페이지를 새로 고쳐도 답변이 남아 있도록, 건강 정보를 포함한 모든 답변의 사본이 이 브라우저 탭에 저장되어 있습니다. 사본은 탭을 닫거나 삭제할 때까지 남아 있습니다. 여러 사람이 함께 쓰는 기기나 공용 기기에서는 필요한 내용을 인쇄하거나 저장한 뒤 삭제하세요.',
  removeAnswers: '이 기기에서 내 답변 삭제',
  answersRemoved:
    '이 기기에서 답변을 삭제했습니다. 이 브라우저 탭에는 답변이 전혀 남아 있지 않습니다.',
  checkTheseTitle: '이 답변을 확인하시겠습니까?',
  checkTheseText: () =>
    '다음 답변이 일반적이지 않아 보입니다. 잘못되었다면 바꾸고, 맞다면 그대로 제출하세요.',
  submitAnyway: '그대로 제출하기',
  backToReview: '답변 확인으로 돌아가기',
  editAnswers: '답변 수정하기',
  print: '인쇄 또는 PDF로 저장',
  stepLine: (step, total, title) => `${count(total)}단계 중 ${count(step)}단계 · ${title}`,

  checking: '확인 중…',
  checkingFields: (labels) => `확인 중: ${labels.join(', ')}…`,
  checkUnavailable: (label) => `지금은 확인할 수 없습니다: ${label}`,
  uncheckedMayGoOn:
    '다시 시도하거나 계속 진행할 수 있습니다. 계속하면 확인되지 않은 답변으로 표시됩니다.',
  tryAgain: '다시 시도',
  tryAgainLabel: (label) => `다시 확인하기: ${label}`,
  notChecked: '확인되지 않음: 이 답변을 확인할 수 없었습니다',
};

/**
 * The built-in kinds' words in Korean, for a Korean catalog: `kinds: koreanKindWords`, or
 * `kinds: { ...koreanKindWords, myKind: { … } }` beside the words of a kind of your own.
 */
export const koreanKindWords: BuiltInKindWords = {
  select: { chooseOne: '선택하세요' },
  number: { notANumber: (label) => `${label}: 숫자를 입력하세요` },
  consent: { readFullText: (label) => `전문 읽기: ${label}` },
  group: {
    // 개, the counter for things: a row may be a job, a child or a visit.
    tooFewRows: (min, rowLabel) => `${rowLabel}: ${count(min)}개 이상 추가하세요`,
    tooManyRows: (max, rowLabel) => `${rowLabel}: ${count(max)}개까지만 가능합니다`,
    addRow: (rowLabel) => `${rowLabel} 추가`,
    inRow: (rowName, message) => `${rowName}: ${message}`,
    removeRow: (rowName) => `${rowName} 삭제`,
    rowAdded: (rowName) => `${rowName} 추가됨`,
    rowRemoved: (rowName) => `${rowName} 삭제됨`,
    undoRemove: '실행 취소',
    atMostRows: (max) => `이 목록에 넣을 수 있는 최대 개수인 ${count(max)}개를 모두 추가했습니다.`,
    atLeastRows: (min) => `이 목록에는 최소 ${count(min)}개가 필요하므로 삭제할 수 없습니다.`,
  },
};
