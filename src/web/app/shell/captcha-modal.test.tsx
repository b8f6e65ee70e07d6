import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathOf } from '../../../shared/api/contract';
import { downloadCaptchaImage, refreshCaptcha } from '../../../shared/api/public/contracts';
import { closeCaptcha, currentCaptcha, openCaptcha } from '../../lib/captcha-request';
import { currentNotification, dismissNotification } from '../../lib/notifications';
import { CaptchaModal } from './captcha-modal';

afterEach(() => {
  const open = currentCaptcha();
  if (open) act(() => closeCaptcha(open.id));
  act(() => dismissNotification());
  vi.unstubAllGlobals();
});

function open(verify: (answer: string) => Promise<void>) {
  const cancel = vi.fn();
  act(() => void openCaptcha({ captchaId: 'c-1', attachmentUuid: 'img-1', verify, cancel }));
  return { cancel };
}

describe('captcha modal', () => {
  it('is static: no close button and Escape does nothing', () => {
    render(<CaptchaModal />);
    const { cancel } = open(() => Promise.resolve());
    const dialog = screen.getByRole('dialog', { name: 'Security check' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.mouseDown(dialog.parentElement!);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(cancel).not.toHaveBeenCalled();
  });

  it('keeps Verify disabled while the answer is empty', () => {
    render(<CaptchaModal />);
    open(() => Promise.resolve());
    const verify = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '   ' } });
    expect(verify.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'ab1' } });
    expect(verify.disabled).toBe(false);
  });

  it("refuses answers with other characters with 'Incorrect code' for 7000 ms", () => {
    render(<CaptchaModal />);
    const verify = vi.fn(() => Promise.resolve());
    open(verify);
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'ab-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(verify).not.toHaveBeenCalled();
    expect(currentNotification()).toMatchObject({ type: 'danger', title: 'Incorrect code', duration: 7000 });
  });

  it('disables the actions while verify is in flight, then closes', async () => {
    render(<CaptchaModal />);
    let finish!: () => void;
    const verify = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    open(verify);
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'AB 12_x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(verify).toHaveBeenCalledWith('AB 12_x');
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'New picture' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the refreshed image, and re-enables the actions when refresh fails', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ attachments: [{ uuid: 'img-2' }] })))
      .mockRejectedValueOnce(new TypeError('offline'));
    vi.stubGlobal('fetch', fetchMock);
    render(<CaptchaModal />);
    open(() => Promise.resolve());
    expect(screen.getByRole('img').getAttribute('src')).toBe(pathOf(downloadCaptchaImage, { imageId: 'img-1' }));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'New picture' })));
    expect(fetchMock.mock.calls[0]![0]).toBe(pathOf(refreshCaptcha, { captchaId: 'c-1' }));
    expect(screen.getByRole('img').getAttribute('src')).toBe(pathOf(downloadCaptchaImage, { imageId: 'img-2' }));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'New picture' })));
    // The failure's handling loads on the first failure (api-call.ts): the actions come back after it.
    await waitFor(() => expect((screen.getByRole('button', { name: 'New picture' }) as HTMLButtonElement).disabled).toBe(false));
    expect(currentNotification()).toBeNull();
  });
});
