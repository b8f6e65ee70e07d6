import { defineContract } from '../contract.js';

/** The back office's interview calls (issue 32): agents and admins run the calendar; finance reads it (docs/api/interviews.md). */

const load = () => import('./schemas.js');

export const listInterviewDay = defineContract({ method: 'GET', path: '/api/admin/interview-calls', details: () => load().then((d) => d.listInterviewDay) });
export const openInterviewSlot = defineContract({ method: 'POST', path: '/api/admin/interview-slots', details: () => load().then((d) => d.openInterviewSlot) });
export const openInterviewSlots = defineContract({ method: 'POST', path: '/api/admin/interview-slots/bulk', details: () => load().then((d) => d.openInterviewSlots) });
export const closeInterviewSlot = defineContract({ method: 'POST', path: '/api/admin/interview-slots/:id/close', details: () => load().then((d) => d.closeInterviewSlot) });
export const confirmInterview = defineContract({ method: 'POST', path: '/api/admin/interview-calls/:id/confirm', details: () => load().then((d) => d.confirmInterview) });
export const declineInterview = defineContract({ method: 'POST', path: '/api/admin/interview-calls/:id/decline', details: () => load().then((d) => d.declineInterview) });
export const moveInterviewByStaff = defineContract({ method: 'POST', path: '/api/admin/interview-calls/:id/move', details: () => load().then((d) => d.moveInterviewByStaff) });
export const recordInterviewOutcome = defineContract({ method: 'POST', path: '/api/admin/interview-calls/:id/outcome', details: () => load().then((d) => d.recordInterviewOutcome) });
