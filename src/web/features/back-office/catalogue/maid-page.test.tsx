import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAdminMaid, getMaidVideo, listAdminMaids, listAdminNationalities, updateMaid } from '../../../../shared/api/admin-catalogue/contracts';
import type { AdminMaid } from '../../../../shared/api/admin-catalogue/schemas';
import { fakeApi, json, type Call } from '../money/money-test-support';
import { renderScreen } from '../money/money-test-support';
import { MaidPage } from './maid-page';
import { MaidsPage } from './maids-page';

afterEach(() => vi.unstubAllGlobals());

const maid: AdminMaid = {
  id: 7,
  name: 'Jocelyn',
  nationalityId: 1,
  nationalityLabel: 'Filipina',
  religion: 'CHRISTIAN',
  age: 31,
  numberOfChildren: 0,
  experienceYears: 6,
  languages: [{ language: { label: 'English' }, level: { label: 'Good' } }],
  infoPhrases: [{ en: 'Loves pets', ar: 'تحب الحيوانات الأليفة' }, { en: 'First-aid trained', ar: 'مدرَّبة على الإسعافات الأولية', hi: 'प्राथमिक चिकित्सा में प्रशिक्षित', ru: 'Обучена первой помощи', fr: 'Formée aux premiers secours' }],
  rank: 10,
  living: 'live_in',
  isNanny: false,
  status: 'available',
  hidden: false,
  reservedUntil: null,
  videoURL: null,
  posterURL: null,
  dateAdded: '2026-11-01T08:00:00Z',
  skills: [],
  workExperience: [],
  availabilityConfirmedAt: null,
};

const path = (p: string) => p.replace(':id', '7');
const routes = (onSave?: (call: Call) => Response) => ({
  [`GET ${path(getAdminMaid.path)}`]: () => json({ maid }),
  [`GET ${path(getMaidVideo.path)}`]: () => json({ video: null }),
  [`GET ${listAdminNationalities.path}`]: () => json({ nationalities: [{ id: 1, label: 'Filipina' }] }),
  ...(onSave ? { [`PUT ${path(updateMaid.path)}`]: onSave } : {}),
});

const phrase = (n: number) => screen.getByRole('group', { name: new RegExp(`^Phrase ${n}\\b`) });

describe("the maid page's card phrases (issue 31)", () => {
  it('shows each phrase in every language, in its own direction, marking the languages still empty', async () => {
    fakeApi('editor', routes());
    renderScreen(<MaidPage />, '/admin/maid?id=7');
    const arabic = (await screen.findByLabelText('Phrase 1 in Arabic')) as HTMLInputElement;
    expect(arabic.value).toBe('تحب الحيوانات الأليفة');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(within(phrase(1)).getByText('Needs translation: Russian, Hindi, French')).toBeTruthy();
    expect(within(phrase(2)).queryByText(/Needs translation/)).toBeNull();
  });

  it('saves each language written, without the empty ones, and no blank phrase', async () => {
    let sent: { infoPhrases?: unknown } = {};
    fakeApi(
      'editor',
      routes((call) => {
        sent = JSON.parse(call.body as string) as typeof sent;
        return json({ maid: { ...maid, infoPhrases: sent.infoPhrases } });
      }),
    );
    renderScreen(<MaidPage />, '/admin/maid?id=7');
    fireEvent.change(await screen.findByLabelText('Phrase 1 in Hindi'), { target: { value: ' पालतू जानवरों से प्यार करती है ' } });
    fireEvent.change(screen.getByLabelText('Phrase 1 in Arabic'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove phrase 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a phrase' }));
    fireEvent.change(screen.getByLabelText('Phrase 2 in English'), { target: { value: 'Bakes bread' } });
    fireEvent.change(screen.getByLabelText('Phrase 2 in French'), { target: { value: 'Fait du pain' } });
    // Added and left blank: not sent, like an empty line.
    fireEvent.click(screen.getByRole('button', { name: 'Add a phrase' }));
    expect(within(phrase(2)).getByText('Needs translation: Arabic, Russian, Hindi')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The site shows the change now.')).toBeTruthy();
    expect(sent.infoPhrases).toEqual([
      { en: 'Loves pets', hi: 'पालतू जानवरों से प्यार करती है' },
      { en: 'Bakes bread', fr: 'Fait du pain' },
    ]);
  });

  it('refuses a phrase without its English before sending, saying so beside the phrases', async () => {
    const calls = fakeApi('editor', routes(() => json({ maid })));
    renderScreen(<MaidPage />, '/admin/maid?id=7');
    fireEvent.change(await screen.findByLabelText('Phrase 1 in English'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Line 1: An info phrase: write it in English at least')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('allows at most 6 phrases', async () => {
    fakeApi('editor', routes());
    renderScreen(<MaidPage />, '/admin/maid?id=7');
    const add = await screen.findByRole('button', { name: 'Add a phrase' });
    for (let i = 0; i < 4; i += 1) fireEvent.click(add);
    expect(screen.getByLabelText('Phrase 6 in English')).toBeTruthy();
    expect((add as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the maids list', () => {
  it('marks a maid whose card phrases still lack a language', async () => {
    const translated = { ...maid, id: 8, name: 'Maricel', infoPhrases: [maid.infoPhrases[1]!] };
    fakeApi('agent', {
      [`GET ${listAdminMaids.path}`]: () => json({ maids: [maid, translated], total: 2, page: 1, pageSize: 50 }),
      [`GET ${listAdminNationalities.path}`]: () => json({ nationalities: [{ id: 1, label: 'Filipina' }] }),
    });
    renderScreen(<MaidsPage />, '/admin/maids');
    const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
    await screen.findByRole('link', { name: 'Jocelyn' });
    expect(within(row('Jocelyn')).getByText('Needs translation: Russian, Hindi, French')).toBeTruthy();
    expect(within(row('Maricel')).queryByText(/Needs translation/)).toBeNull();
  });
});
