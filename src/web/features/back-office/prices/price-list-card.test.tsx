import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPriceListReach, updatePriceList } from '../../../../shared/api/admin-prices/contracts';
import type { AdminPriceList } from '../../../../shared/api/admin-prices/schemas';
import { quote, type PriceItem } from '../../../../shared/pricing/price-list';
import { fakeApi, json, renderScreen } from '../money/money-test-support';
import { PriceListCard } from './price-list-card';

afterEach(() => vi.unstubAllGlobals());

const items: PriceItem[] = [
  { code: 'visa', label: { en: 'Entry permit and residence visa', ar: 'إذن الدخول وتأشيرة الإقامة', hi: 'एंट्री परमिट और रेज़िडेंस वीज़ा', ru: 'Разрешение на въезд и резидентская виза', fr: 'Permis d’entrée et visa de résidence' }, kind: 'once', amountFils: 0, vat: false },
  { code: 'filipina-offer', label: { en: 'Filipina offer', ar: 'عرض العاملات الفلبينيات' }, kind: 'first_month', amountFils: -20_000, vat: true },
];
const base = { id: 3, service: 'live_in' as const, matchingTypeId: 1, monthlyFeeFils: 330_000, vatBasisPoints: 500, items };
const list: AdminPriceList = { ...base, matchingTypeLabel: 'Filipina', demo: false, updatedAt: '2026-11-28T08:00:00Z', quote: quote(base) };

const item = (n: number) => screen.getByRole('group', { name: `Item ${n}` });

describe("a price list's labels in every language (issue 31)", () => {
  it('shows what families see with each label still lacking a language marked', async () => {
    fakeApi('editor', {});
    renderScreen(<PriceListCard list={list} serviceName="Live-in maids" editable />);
    const offer = (await screen.findByText(/^Filipina offer:/)).closest('li')!;
    expect(within(offer).getByText('Needs translation: Russian, Hindi, French')).toBeTruthy();
    expect(screen.getAllByText(/Needs translation/)).toHaveLength(1);
  });

  it('edits each label per language and saves each language written, without the empty ones', async () => {
    let sent: { items?: PriceItem[] } = {};
    fakeApi('editor', {
      [`GET ${getPriceListReach.path.replace(':id', '3')}`]: () => json({ maids: 4, applicationsInProgress: 0, withoutKeptPrice: 0 }),
      [`PUT ${updatePriceList.path.replace(':id', '3')}`]: (call) => {
        sent = JSON.parse(call.body as string) as typeof sent;
        return json({ priceList: list });
      },
    });
    renderScreen(<PriceListCard list={list} serviceName="Live-in maids" editable />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Live-in maids: Filipina' }));
    const arabic = within(item(2)).getByLabelText('Label families read in Arabic') as HTMLInputElement;
    expect(arabic.value).toBe('عرض العاملات الفلبينيات');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    fireEvent.change(within(item(2)).getByLabelText('Label families read in French'), { target: { value: ' Offre Philippines ' } });
    fireEvent.change(arabic, { target: { value: '' } });
    expect(within(item(2)).getByText('Needs translation: Arabic, Russian, Hindi')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the prices' }));
    // Only the words changed: the check says so instead of the same amount twice.
    expect(await screen.findByText('Filipina offer: label changed')).toBeTruthy();
    await screen.findByText(/4 maids on the site are priced by/);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, save the new prices' }));
    await vi.waitFor(() => expect(sent.items).toBeDefined());
    expect(sent.items!.map((i) => i.label)).toEqual([items[0]!.label, { en: 'Filipina offer', fr: 'Offre Philippines' }]);
  });

  it('refuses an item without its English label before sending', async () => {
    const calls = fakeApi('editor', {});
    renderScreen(<PriceListCard list={list} serviceName="Live-in maids" editable />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Live-in maids: Filipina' }));
    fireEvent.change(within(item(2)).getByLabelText('Label families read in English'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the prices' }));
    expect(await screen.findByText('Row 2: write the label families read.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
