import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listMaids } from '../../../../shared/api/catalogue/contracts';
import { urlOf } from '../../../../shared/api/contract';
import { requestReplacement } from '../../../../shared/api/service/contracts';
import { ReplacementFlow } from './replacement-flow';

const appId = '3f1c0d6e-0000-4000-8000-000000000001';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const maid = (id: number, name: string) => ({
  id,
  name,
  nationality: { id: 1, label: 'Filipina' },
  age: 30,
  experienceYears: 5,
  posterURL: `/media/posters/${id}.jpg`,
});

/** listmaids answers two maids; the replacement call answers from `replies`, in turn. */
function server(replies: Array<() => Promise<Response>>) {
  const sent: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      if (url.startsWith(urlOf(listMaids))) return Promise.resolve(json({ maids: [maid(7, 'Maricel'), maid(8, 'Almaz')], total: 2, page: 1, pageSize: 12, tabs: [] }));
      if (url === urlOf(requestReplacement, { id: appId })) {
        sent.push(JSON.parse(init.body as string) as Record<string, unknown>);
        return replies.shift()!();
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
  return sent;
}

function renderIt() {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReplacementFlow appId={appId} onClose={() => undefined} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

async function toTheMaids() {
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByText('Choose a reason')).toBeTruthy();
  fireEvent.click(screen.getByLabelText('She wants to leave'));
  fireEvent.change(screen.getByLabelText('Tell us more (optional)'), { target: { value: '  She misses home. ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Choose your new maid' });
}

const chooseButton = async (name: string) => within((await screen.findByRole('heading', { name })).closest('li')!).getByRole('button', { name: 'Choose her as my replacement' });

afterEach(() => vi.unstubAllGlobals());

describe('asking for another maid from My maid', () => {
  it('sends the same request again with the same key after a lost connection, and another maid with a new key', async () => {
    const lost = () => Promise.reject(new TypeError('Failed to fetch'));
    const taken = () => Promise.resolve(json({ error: 'This maid is no longer available. Choose another one, or leave the choice to us.' }, 409));
    const sent = server([lost, taken, () => Promise.resolve(json({}))]);
    const onDone = renderIt();
    await toTheMaids();

    fireEvent.click(await chooseButton('Maricel'));
    expect((await screen.findByRole('alert')).textContent).toBe('Connection error: Please refresh');
    fireEvent.click(await chooseButton('Maricel'));
    expect((await screen.findByRole('alert')).textContent).toBe('This maid is no longer available. Choose another one, or leave the choice to us.');
    fireEvent.click(await chooseButton('Almaz'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());

    expect(sent.map(({ reason, details, newMaidId }) => ({ reason, details, newMaidId }))).toEqual([
      { reason: 'wants_to_leave', details: 'She misses home.', newMaidId: 7 },
      { reason: 'wants_to_leave', details: 'She misses home.', newMaidId: 7 },
      { reason: 'wants_to_leave', details: 'She misses home.', newMaidId: 8 },
    ]);
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
    expect(sent[2]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
  });

  it('leaves the choice to the agency: no maid sent', async () => {
    const sent = server([() => Promise.resolve(json({}))]);
    const onDone = renderIt();
    await toTheMaids();
    fireEvent.click(screen.getByRole('button', { name: 'Leave the choice to the agency' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ reason: 'wants_to_leave', newMaidId: null });
  });
});
