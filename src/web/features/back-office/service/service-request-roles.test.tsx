import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listApplicationAssignees } from '../../../../shared/api/admin-applications/contracts';
import type { StaffRole } from '../../../../shared/api/admin/schemas';
import { getServiceRequest } from '../../../../shared/api/admin-service/contracts';
import type { ServiceRequestDetail } from '../../../../shared/api/admin-service/schemas';
import { pathOf } from '../../../../shared/api/contract';
import { fakeApi, json, renderScreen } from '../money/money-test-support';
import { ServiceRequestPage } from './service-request-page';

const cancellation: ServiceRequestDetail = {
  request: {
    id: 'r1',
    kind: 'cancellation',
    status: 'open',
    reason: null,
    dueDay: '2026-12-12',
    overdue: false,
    owner: null,
    application: { id: 'a1', reference: '7K3D-9QXB' },
    clientName: 'Sara Khan',
    maid: { id: 7, name: 'Bai' },
    newMaid: null,
    arrivalDay: null,
    refundTotalFils: 179550,
    refundPaidFils: null,
    createdAt: '2026-11-28T08:00:00Z',
    closedAt: null,
    details: null,
    chosenBy: null,
    familyConfirmedAt: null,
    refundVatFils: 8550,
    refundMethod: null,
    refundReference: null,
  },
  service: { id: 's1', status: 'cancelled', startedOn: '2026-10-01', endsOn: '2026-11-29', monthlyTotalFils: 283500, debitsStopped: false, clientPhone: null },
  timeline: [],
};

function open(role: StaffRole) {
  fakeApi(role, {
    [`GET ${pathOf(getServiceRequest, { id: 'r1' })}`]: () => json(cancellation),
    [`GET ${listApplicationAssignees.path}`]: () => json({ staff: [] }),
  });
  renderScreen(<ServiceRequestPage />, '/admin/service-request?id=r1');
}

afterEach(() => vi.unstubAllGlobals());

describe('a service request’s actions by role', () => {
  it('gives finance the refund form only: the owner, the debits and the rest stay the desk’s', async () => {
    open('finance');
    expect(await screen.findByRole('heading', { name: 'Record the refund paid' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Stop the debits' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Take it/ })).toBeNull();
  });

  it('gives an agent the refund, the owner and stopping the debits', async () => {
    open('agent');
    expect(await screen.findByRole('heading', { name: 'Record the refund paid' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Stop the debits' })).toBeTruthy();
  });
});
