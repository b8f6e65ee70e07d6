import { InterviewPage } from '../../features/interviews/interview-page';
import type { PagesOf } from '../page-modules';

/** /interview/:token: a family's interview call with a maid, by the link of its SMS (issue 32). */
export const pages: PagesOf<'interview-page'> = { interview: InterviewPage };
