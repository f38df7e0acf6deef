import type { FormTranslation } from 'stepform';
import { koreanKindWords } from 'stepform/locales/ko';
import type { clinicApplicationForm } from './clinicApplication.ts';

/**
 * The clinic application in Korean: every text of the form, held to it by its type, and the
 * kinds' words: the built-in kinds' from the package's Korean entry, `cvFile`'s (English only)
 * beside them.
 */
export const clinicApplicationInKorean = {
  title: '리버사이드 클리닉 지원서',
  steps: {
    you: { title: '지원자 정보' },
    clinical: { title: '의료 면허 정보' },
    history: { title: '경력' },
    declaration: { title: '확인 서명' },
  },
  fields: {
    fullName: { label: '성명' },
    email: { label: '이메일', checks: ['이 이메일로 이미 지원하셨습니다'] },
    confirmEmail: { label: '이메일 확인', checks: ['두 이메일 주소가 일치하지 않습니다'] },
    role: {
      label: '지원 분야',
      options: {
        clinical: '의료직 (간호사, 물리치료사)',
        office: '사무직 (접수, 회계)',
      },
    },
    licence: { label: '면허 번호' },
    licenceExpiry: { label: '면허 만료일' },
    jobs: {
      label: '경력 사항',
      rowLabel: '경력',
      addLabel: '경력 추가',
      helperText: '최근 경력부터 차례로 입력하세요.',
      fields: {
        employer: { label: '근무처', checks: ['보건 등록부에 없는 근무처입니다'] },
        start: { label: '시작일' },
        current: { label: '현재 근무 중' },
        end: { label: '종료일', checks: ['종료일은 시작일과 같거나 그 이후여야 합니다'] },
      },
    },
    noticePeriod: { label: '퇴사 통보 기간', helperText: '현재 직장 기준. 예: 4주.' },
    cv: { label: '이력서', helperText: 'PDF 또는 Word 파일. 파일은 이 기기에만 남습니다.' },
    declaration: { label: '작성한 내용이 사실임을 확인합니다' },
  },
  kinds: { ...koreanKindWords, cvFile: { wrongFile: 'PDF 또는 Word 파일을 첨부하세요' } },
} as const satisfies FormTranslation<typeof clinicApplicationForm>;
