import type { BuiltInKindWords } from '../kinds.ts';
import { countsIn } from './countsIn.ts';
import { endSentence } from './endSentence.ts';
import { inSentence } from './inSentence.ts';
import type { WizardMessages } from './wizardMessages.ts';
export type { BuiltInKindWords } from '../kinds.ts';
export type { WizardMessages } from './wizardMessages.ts';

const locale = 'vi-US';
const { count, percent } = countsIn(locale);

/* Vietnamese addressing the person as "quý vị", as public forms in the United States do. */

/**
 * The wizard's words in Vietnamese (Tiếng Việt), for `FormWizard`'s `messages`; the built-in
 * kinds' words are {@link vietnameseKindWords}, for the form's catalog (`kinds`).
 */
export const vietnameseWizardWords: WizardMessages = {
  yes: 'Có',
  no: 'Không',
  notProvided: 'Chưa điền',
  locale,
  progressLabel: 'Tiến độ điền mẫu đơn',
  stepOfCount: (step, total) => `Bước ${count(step)} trên ${count(total)}`,
  percentComplete: (value) => `Đã hoàn thành ${percent(value)}`,
  stepsLabel: 'Các bước của mẫu đơn',
  stepCompleted: ', đã hoàn thành',
  requiredNote: 'Các mục có dấu * là bắt buộc.',
  needsJavaScript:
    'Mẫu đơn này cần JavaScript. Vui lòng bật JavaScript trong trình duyệt để tiếp tục.',
  previous: 'Quay lại',
  next: 'Tiếp theo',
  submit: 'Gửi',
  missingFields: (labels, isLastStep) =>
    `${isLastStep ? 'Để gửi' : 'Để tiếp tục'}, vui lòng điền: ${labels.join(', ')}`,
  wrongFields: (labels, isLastStep) =>
    `${isLastStep ? 'Để gửi' : 'Để tiếp tục'}, vui lòng sửa: ${labels.join(', ')}`,
  alreadySubmitted: 'Câu trả lời của quý vị đã được gửi.',
  success: 'Cảm ơn quý vị. Câu trả lời của quý vị đã được gửi.',
  reviewHeading: 'Kiểm tra lại câu trả lời',
  change: 'Thay đổi',
  changeStep: (stepTitle) => `Thay đổi: ${stepTitle}`,
  changeAnswer: (label) => `Thay đổi: ${label}`,
  saveAndReturn: 'Lưu và quay lại phần kiểm tra',
  answersToCheck: (answers) => `${count(answers)} câu trả lời có thể cần xem lại`,
  leaveTitle: 'Rời khỏi mẫu đơn này?',
  leaveText: 'Câu trả lời của quý vị chưa được gửi. Nếu rời đi bây giờ, câu trả lời sẽ bị mất.',
  leaveConfirm: 'Rời đi và bỏ câu trả lời',
  leaveStay: 'Ở lại trang này',

  errorSummaryTitle: 'Có vấn đề cần sửa',
  requiredError: (label, kind) => {
    if (kind === 'consent') return 'Vui lòng đánh dấu vào ô này để tiếp tục';
    if (kind === 'checkboxes') return `${label}: vui lòng chọn ít nhất một mục`;
    if (kind === 'select' || kind === 'radio') return `${label}: vui lòng chọn một mục`;
    return `${label}: mục này là bắt buộc`;
  },
  submitting: 'Đang gửi…',
  submitFailed:
    'Không gửi được câu trả lời của quý vị. Tất cả câu trả lời vẫn còn ở đây: vui lòng thử lại.',

  restoredNotice:
    'Chào mừng quý vị trở lại. Các câu trả lời trước đây trong thẻ này vẫn còn ở đây.',
  restoredExcept: (labels) =>
    `Chào mừng quý vị trở lại. Các câu trả lời trước đây trong thẻ này vẫn còn ở đây, trừ câu trả lời sau đây vì không lưu được: ${labels.join(', ')}. Vui lòng điền lại.`,
  setAsideNote: (answers) =>
    `Mẫu đơn này đã thay đổi kể từ khi câu trả lời của quý vị được lưu. Câu trả lời sau đây không còn phù hợp và đã được bỏ ra: ${answers.join('; ')}. Vui lòng kiểm tra bước này trước khi tiếp tục.`,
  startOver: 'Bắt đầu lại',
  startOverQuestion: 'Xóa tất cả câu trả lời và bắt đầu lại với mẫu đơn trống?',
  startOverConfirm: 'Xóa câu trả lời của tôi',
  startOverCancel: 'Giữ câu trả lời của tôi',
  startNew: 'Bắt đầu mẫu đơn mới',
  editAnswersNote:
    'Quý vị có thể thay đổi bất kỳ câu trả lời nào và gửi lại. Khi gửi lại, câu trả lời của quý vị sẽ được gửi thêm một lần nữa, như một lần gửi mới.',
  notKept:
    'Trình duyệt này không cho phép lưu câu trả lời của quý vị (bộ nhớ bị chặn hoặc đã đầy), nên câu trả lời sẽ bị mất nếu quý vị tải lại hoặc rời khỏi trang này. Nếu được, vui lòng điền xong trong một lần.',
  partlyKept: (labels) =>
    `Câu trả lời sau đây quá dài để lưu trong thẻ trình duyệt này và sẽ bị mất nếu quý vị tải lại trang: ${labels.join(', ')}. Các câu trả lời khác vẫn được lưu.`,
  leaveTextKept:
    'Câu trả lời của quý vị chưa được gửi. Câu trả lời được lưu trong thẻ trình duyệt này cho đến khi quý vị đóng thẻ.',
  leaveConfirmKept: 'Rời khỏi trang này',
  notProvidedList: (labels) => endSentence(`Chưa điền: ${labels.join(', ')}`),
  showWholeAnswer: (length) => `Hiển thị toàn bộ ${count(length)} ký tự`,
  submittedHeading: 'Câu trả lời của quý vị',
  submittedOn: (dateTime) => `Thời gian gửi: ${dateTime}`,
  keptHereHeading: 'Câu trả lời của quý vị trên thiết bị này',
  keptHereText:
    'Một bản sao của tất cả câu trả lời, kể cả thông tin sức khỏe, được lưu trong thẻ trình duyệt này để vẫn còn khi quý vị tải lại trang. Bản sao được giữ cho đến khi quý vị đóng thẻ hoặc xóa nó. Trên thiết bị dùng chung hoặc công cộng, hãy in hoặc lưu những gì quý vị cần, rồi xóa bản sao.',
  removeAnswers: 'Xóa câu trả lời của tôi khỏi thiết bị này',
  answersRemoved:
    'Câu trả lời của quý vị đã được xóa khỏi thiết bị này. Thẻ trình duyệt này không còn giữ câu trả lời nào.',
  checkTheseTitle: 'Kiểm tra các câu trả lời này?',
  checkTheseText: (answers) =>
    answers === 1
      ? 'Câu trả lời này có vẻ bất thường. Hãy sửa nếu sai, hoặc gửi như hiện tại.'
      : 'Các câu trả lời này có vẻ bất thường. Hãy sửa nếu sai, hoặc gửi như hiện tại.',
  submitAnyway: 'Vẫn gửi',
  backToReview: 'Quay lại kiểm tra câu trả lời',
  editAnswers: 'Sửa câu trả lời',
  print: 'In hoặc lưu thành PDF',
  stepLine: (step, total, title) => `Bước ${count(step)} trên ${count(total)} · ${title}`,

  checking: 'Đang kiểm tra…',
  checkingFields: (labels) => `Đang kiểm tra: ${labels.join(', ')}…`,
  checkUnavailable: (label) => `Hiện chưa kiểm tra được: ${label}`,
  uncheckedMayGoOn:
    'Quý vị có thể thử lại hoặc tiếp tục: chúng tôi sẽ đánh dấu câu trả lời là chưa kiểm tra.',
  tryAgain: 'Thử lại',
  tryAgainLabel: (label) => `Thử kiểm tra lại: ${label}`,
  notChecked: 'Chưa kiểm tra: chúng tôi không kiểm tra được câu trả lời này',
};

/**
 * The built-in kinds' words in Vietnamese, for a catalog in it: `kinds: vietnameseKindWords`,
 * or spread beside the words of a kind of your own.
 */
export const vietnameseKindWords: BuiltInKindWords = {
  select: { chooseOne: 'Chọn một mục' },
  number: { notANumber: (label) => `${label}: vui lòng nhập một con số` },
  consent: { readFullText: (label) => `Đọc toàn văn: ${label}` },
  group: {
    tooFewRows: (min, rowLabel) => `${rowLabel}: vui lòng thêm ít nhất ${count(min)}`,
    tooManyRows: (max, rowLabel) => `${rowLabel}: không quá ${count(max)}`,
    addRow: (rowLabel) => `Thêm ${inSentence(rowLabel, locale)}`,
    inRow: (rowName, message) => `${rowName}: ${message}`,
    removeRow: (rowName) => `Xóa ${rowName}`,
    rowAdded: (rowName) => `Đã thêm ${rowName}`,
    rowRemoved: (rowName) => `Đã xóa ${rowName}`,
    undoRemove: 'Hoàn tác',
    atMostRows: (max) => `Quý vị đã thêm ${count(max)}, là số lượng tối đa của danh sách này.`,
    atLeastRows: (min) => `Danh sách này cần ít nhất ${count(min)}, nên không thể xóa mục nào.`,
  },
};
