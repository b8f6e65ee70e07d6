import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAdminApplication, listApplicationAssignees } from '../../../../shared/api/admin-applications/contracts';
import type { ApplicationDetail } from '../../../../shared/api/admin-applications/schemas';
import type { StaffRole } from '../../../../shared/api/admin/schemas';
import { getApplicationStatement } from '../../../../shared/api/admin-money/contracts';
import { pathOf } from '../../../../shared/api/contract';
import { fakeApi, json, renderScreen } from '../money/money-test-support';
import { ApplicationPage } from './application-page';

const id = '3f1c0d6e-0000-4000-8000-000000000001';

const application: ApplicationDetail = {
  id,
  reference: '7K3D-9QXB',
  status: 'submitted',
  currentStep: 'END_WORK_FLOW',
  completedSteps: ['HIRE_MAID'],
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T09:00:00Z',
  submittedAt: '2026-11-20T09:00:00Z',
  paidByCreditCard: false,
  context: { wa: null, sma: false, abuDhabi: false },
  maid: { id: 7, name: 'Bai', nationality: 'Filipina' },
  client: { name: 'Sara Khan', phone: '+971501234567', whatsapp: null, spouse: null, signsAlone: true, needsVisa: false, emiratesIdOnFile: true },
  arrival: null,
  address: null,
  heardAboutUs: null,
  mostHatedMatchingTypes: [],
  bank: { maskedIban: '•••• 3456', bankName: 'Mashreq', accountHolderName: 'Sara Khan', ibanConfirmed: true, debitStartDate: '2026-12-01', card: null },
  signatures: { directDebitSigned: true, directDebitSignedAt: '2026-11-20T08:30:00Z', monthlySigned: 3, monthlyForms: 3, signedBySpouse: false },
  quote: null,
  documents: [{ id: 'd1', kind: 'passport', contentType: 'image/jpeg', size: 1000, createdAt: '2026-11-20T08:10:00Z' }],
  messages: [],
  timeline: [],
  erasedAt: null,
  clientApplications: [{ id, reference: '7K3D-9QXB', createdAt: '2026-11-20T08:00:00Z', status: 'submitted' }],
  stage: 'submitted',
  stageHistory: [],
  assignee: null,
  notes: [],
  interviewCalls: [],
};

function open(role: StaffRole) {
  fakeApi(role, {
    [`GET ${pathOf(getAdminApplication, { id })}`]: () => json({ application }),
    [`GET ${pathOf(getApplicationStatement, { id })}`]: () => json({ error: 'This application has no statement yet.' }, 404),
    [`GET ${listApplicationAssignees.path}`]: () => json({ staff: [] }),
  });
  renderScreen(<ApplicationPage />, `/admin/application?id=${id}`);
}

afterEach(() => vi.unstubAllGlobals());

describe('an application by role', () => {
  it('shows finance the application and its money, without the actions that handle it', async () => {
    open('finance');
    expect(await screen.findByRole('region', { name: 'Money' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Stage: Submitted' })).queryByLabelText('Move to')).toBeNull();
    for (const name of ['Handling', 'Documents', 'Spouse’s signing link', 'Client data']) expect(screen.queryByRole('region', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reveal IBAN' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reveal Emirates ID number' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the signed forms (PDF)' })).toBeNull();
  });

  it('gives an agent the stage, the handling, the documents and the reveals beside the money', async () => {
    open('agent');
    expect(await screen.findByRole('region', { name: 'Handling' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Money' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Stage: Submitted' })).getByLabelText('Move to')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Documents' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reveal IBAN' })).toBeTruthy();
  });
});
