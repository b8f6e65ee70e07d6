import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentKind } from '../../../../shared/application/constants';
import { applicationState } from '../../../test/application-state';
import { applicationKeys } from '../api/application-keys';
import { DocumentDropZone } from './document-drop-zone';

const APP_ID = '00000000-0000-4000-8000-000000000003';
const passportPdf = { id: '00000000-0000-4000-8000-0000000000d1', kind: 'passport' as DocumentKind, contentType: 'application/pdf', size: 10 };
const passportPhoto = { ...passportPdf, contentType: 'image/jpeg' };

function renderZone(doc?: typeof passportPdf) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <DocumentDropZone appId={APP_ID} kind="passport" label="Passport" doc={doc} />
    </QueryClientProvider>,
  );
  return client;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('DocumentDropZone', () => {
  it('is a file input named by its document alone, inside a label that says what to do', () => {
    renderZone();
    const input = screen.getByLabelText('Passport');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.closest('label')?.textContent).toContain('Take a photo or choose a file');
    expect(screen.queryByRole('button', { name: 'Remove Passport' })).toBeNull();
  });

  it('shows an uploaded photo by its alt text, a PDF by its icon, with replace and remove', () => {
    renderZone(passportPhoto);
    expect(screen.getByRole('img', { name: 'Passport as uploaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace Passport' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Passport' })).toBeTruthy();
  });

  it('refuses a file that is not a photo or a PDF at the zone, sending nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderZone();
    const input = screen.getByLabelText('Passport');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Only photos (JPEG or PNG) or PDF files can be uploaded.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain('doc-passport-error');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("removes the document on the server and puts the answer in the application's cache", async () => {
    const after = applicationState({ id: APP_ID });
    const fetchMock = vi.fn().mockResolvedValue(json(after));
    vi.stubGlobal('fetch', fetchMock);
    const client = renderZone(passportPdf);
    expect(screen.getByText('Uploaded (PDF)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Passport' }));
    await waitFor(() => expect(client.getQueryData(applicationKeys.detail(APP_ID))).toEqual(after));
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].method).toBe('DELETE');
  });

  it('says why a removal was refused', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json({ error: 'This document is needed for your application. Choose another file to replace it.' }, 400)));
    renderZone(passportPdf);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Passport' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This document is needed for your application. Choose another file to replace it.');
  });
});
