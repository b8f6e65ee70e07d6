import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathOf } from '../../../../shared/api/contract';
import { updateWhatsappConfig } from '../../../../shared/api/admin-whatsapp/contracts';
import type { WhatsappConfigRow } from '../../../../shared/api/admin-whatsapp/schemas';
import { fakeApi, json, renderScreen } from '../money/money-test-support';
import { WhatsappConfigForm } from './whatsapp-config-form';

afterEach(() => vi.unstubAllGlobals());

const config: WhatsappConfigRow = {
  id: 7,
  isForLandingPage: true,
  websiteType: null,
  affiliateEventCode: null,
  housemaidId: null,
  housemaidName: null,
  whatsappNumber: '971500000002',
  whatsappMessage: { en: "Hi, I'd like a maid.", ar: 'مرحبًا، أودّ استقدام عاملة منزلية.' },
};

/** The chat's first message in the preview. */
const bubble = () => screen.getByText(/^(Hi, I'd like a maid\.|مرحبًا، أودّ استقدام عاملة منزلية\.)$/, { selector: 'p' });

describe('the WhatsApp chat form', () => {
  it('previews the message each language’s families get: Arabic in Arabic, an empty language in English', () => {
    fakeApi('editor', {});
    renderScreen(<WhatsappConfigForm config={config} websiteTypes={[]} onDone={() => undefined} />);
    expect(screen.getByText('Needs translation: Russian, Hindi, French')).toBeTruthy();
    expect(bubble().textContent).toBe("Hi, I'd like a maid.");
    fireEvent.change(screen.getByLabelText('Preview in'), { target: { value: 'ar' } });
    expect(bubble().textContent).toBe('مرحبًا، أودّ استقدام عاملة منزلية.');
    expect(bubble().getAttribute('lang')).toBe('ar');
    expect(screen.getByRole('link').getAttribute('href')).toContain(encodeURIComponent('مرحبًا'));
    fireEvent.change(screen.getByLabelText('Preview in'), { target: { value: 'fr' } });
    expect(bubble().textContent).toBe("Hi, I'd like a maid.");
    expect(bubble().getAttribute('lang')).toBe('en');
  });

  it('saves every language written', async () => {
    let sent: unknown;
    const done = vi.fn();
    fakeApi('editor', {
      [`PUT ${pathOf(updateWhatsappConfig, { id: 7 })}`]: (call) => {
        sent = JSON.parse(call.body as string);
        return json({ config: { ...config, ...(sent as object) } });
      },
    });
    renderScreen(<WhatsappConfigForm config={config} websiteTypes={[]} onDone={done} />);
    fireEvent.change(screen.getByLabelText('Message in French'), { target: { value: 'Bonjour, je souhaiterais une employée de maison.' } });
    expect(screen.getByText('Needs translation: Russian, Hindi')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(sent).toMatchObject({ whatsappMessage: { en: "Hi, I'd like a maid.", ar: 'مرحبًا، أودّ استقدام عاملة منزلية.', fr: 'Bonjour, je souhaiterais une employée de maison.' } });
  });
});
