import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStaffNotificationBanner, saveNotificationBanner } from '../../../../shared/api/notification-banner/contracts';
import type { StaffBanner } from '../../../../shared/api/notification-banner/schemas';
import { fakeApi, json, renderScreen } from '../money/money-test-support';
import { BannerPage } from './banner-page';

afterEach(() => vi.unstubAllGlobals());

const saved: StaffBanner = {
  version: 'v1',
  type: 'warning',
  title: { en: 'Eid holiday', ar: 'عطلة العيد' },
  body: { en: 'Our centre is closed on <b>Tuesday</b>.' },
  customClass: 'custom-alert',
  align: 'top-center',
  durationMs: 20_000,
  showOnTop: false,
  closeOnWindowClick: false,
  startsAt: null,
  endsAt: null,
  updatedAt: '2026-11-28T08:00:00Z',
  updatedBy: 's1',
};

const preview = () => screen.getByRole('group', { name: 'Preview' });

describe('the banner page', () => {
  it('has the title and the message in every language, each marked while a language is empty', async () => {
    fakeApi('editor', { [`GET ${getStaffNotificationBanner.path}`]: () => json({ banner: saved }) });
    renderScreen(<BannerPage />);
    expect(((await screen.findByLabelText('Title in Arabic')) as HTMLInputElement).value).toBe('عطلة العيد');
    expect(screen.getByLabelText('Title in Arabic').getAttribute('dir')).toBe('rtl');
    expect((screen.getByLabelText('Message in English') as HTMLTextAreaElement).value).toBe('Our centre is closed on <b>Tuesday</b>.');
    const title = screen.getByRole('group', { name: /^Title/ });
    expect(within(title).getByText('Needs translation: Russian, Hindi, French')).toBeTruthy();
    const message = screen.getByRole('group', { name: /^Message/ });
    expect(within(message).getByText('Needs translation: Arabic, Russian, Hindi, French')).toBeTruthy();
  });

  it('previews the English, and each language as its families see it: Arabic right to left, an empty language in English', async () => {
    fakeApi('editor', { [`GET ${getStaffNotificationBanner.path}`]: () => json({ banner: saved }) });
    renderScreen(<BannerPage />);
    await screen.findByLabelText('Title in English');
    expect(within(preview()).getByRole('status').textContent).toContain('Eid holiday');

    fireEvent.change(screen.getByLabelText('Preview in'), { target: { value: 'ar' } });
    const arabic = within(preview()).getByRole('status');
    expect(arabic.textContent).toContain('عطلة العيد');
    // No Arabic message written: the Arabic family reads the English one, left to right inside the right-to-left banner.
    expect(arabic.textContent).toContain('Tuesday');
    expect(arabic.closest('[dir]')?.getAttribute('dir')).toBe('rtl');

    fireEvent.change(screen.getByLabelText('Preview in'), { target: { value: 'fr' } });
    expect(within(preview()).getByRole('status').textContent).toContain('Eid holiday');
    fireEvent.change(screen.getByLabelText('Title in French'), { target: { value: 'Congé de l’Aïd' } });
    expect(within(preview()).getByRole('status').textContent).toContain('Congé de l’Aïd');
    expect(within(preview()).getByRole('status').closest('[dir]')?.getAttribute('dir')).toBe('ltr');
  });

  it('saves every language written, and says so', async () => {
    let sent: unknown;
    fakeApi('editor', {
      [`GET ${getStaffNotificationBanner.path}`]: () => json({ banner: saved }),
      [`PUT ${saveNotificationBanner.path}`]: (call) => {
        sent = JSON.parse(call.body as string);
        const body = sent as Pick<StaffBanner, 'title' | 'body'>;
        return json({ banner: { ...saved, version: 'v2', title: body.title, body: body.body } });
      },
    });
    renderScreen(<BannerPage />);
    fireEvent.change(await screen.findByLabelText('Message in Arabic'), { target: { value: 'مركزنا مغلق يوم <b>الثلاثاء</b>.' } });
    fireEvent.change(screen.getByLabelText('Title in Hindi'), { target: { value: 'ईद की छुट्टी' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the banner' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(sent).toMatchObject({
      title: { en: 'Eid holiday', ar: 'عطلة العيد', hi: 'ईद की छुट्टी' },
      body: { en: 'Our centre is closed on <b>Tuesday</b>.', ar: 'مركزنا مغلق يوم <b>الثلاثاء</b>.' },
    });
    await waitFor(() => expect(within(screen.getByRole('group', { name: /^Message/ })).getByText('Needs translation: Russian, Hindi, French')).toBeTruthy());
  });
});
