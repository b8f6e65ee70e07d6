import type { ApplicationState } from '../../shared/api/application/schemas';

/** A pending application as the server answers it, for component tests; `overrides` set the step. */
export function applicationState(overrides: Partial<ApplicationState>): ApplicationState {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    role: 'owner',
    status: 'pending',
    currentStep: 'HIRE_MAID',
    prevStep: null,
    completedSteps: ['HIRE_MAID'],
    housemaid: { id: 3, name: 'Jocelyn', posterURL: '/media/posters/clip-01.jpg' },
    reference: '7K3D-9QXB',
    quote: null,
    wa: null,
    sma: false,
    needEnterIbanNumber: false,
    paidByCreditCard: false,
    signedBySpouse: false,
    skipStartScreen: false,
    isShortListedMaids: false,
    drafts: {},
    summary: { clientName: null, bankName: null, maskedIban: null, documents: [], directDebitSigned: false, monthlySignatures: [], phones: {}, arrival: null, address: null },
    ...overrides,
  };
}
