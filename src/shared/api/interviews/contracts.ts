import { defineContract } from '../contract.js';

/** Interview calls (issue 32): a family asks to speak with a maid before hiring (docs/api/interviews.md). */

const load = () => import('./schemas.js');

export const listFreeInterviewSlots = defineContract({ method: 'GET', path: '/api/interview-calls/slots', details: () => load().then((d) => d.listFreeInterviewSlots) });
export const bookInterview = defineContract({ method: 'POST', path: '/api/interview-calls', details: () => load().then((d) => d.bookInterview) });
export const getInterview = defineContract({ method: 'GET', path: '/api/interview-calls/:token', details: () => load().then((d) => d.getInterview) });
export const cancelInterview = defineContract({ method: 'POST', path: '/api/interview-calls/:token/cancel', details: () => load().then((d) => d.cancelInterview) });
export const moveInterview = defineContract({ method: 'POST', path: '/api/interview-calls/:token/move', details: () => load().then((d) => d.moveInterview) });
export const getInterviewCalendar = defineContract({
  method: 'GET',
  path: '/api/interview-calls/:token/calendar.ics',
  file: ['text/calendar'],
  details: () => load().then((d) => d.getInterviewCalendar),
});
