// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fileSizeText } from '../../../../engine/render/widgets/DocumentUploadField';
import { loadApplicationStep } from './application-steps';
import { renderStep } from './harness';

// The identity step's document fields: the file is stored when picked and the answer keeps what the server stored.
const step = await loadApplicationStep('identity');
const stored = { uuid: '0b7a6c1e-1c1e-4c1e-9c1e-0b7a6c1e1c1e', documentType: 'ID_FRONT', fileName: 'licence.png', contentType: 'image/png', sizeBytes: 48213, createdAt: '2026-11-25T10:00:00.000Z' };
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'licence.png', { type: 'image/png' });

describe('DocumentUploadField', () => {
  it('uploads the picked file as the field\'s document type and keeps the stored document as the answer', async () => {
    const view = renderStep(step, { formData: { idType: 'DRIVERS_LICENSE' }, uploadDocument: async () => stored });
    await userEvent.upload(screen.getByLabelText('Choose a file', { selector: '#root_front input' }), png());
    expect(view.uploadDocument).toHaveBeenCalledWith(expect.any(File), 'ID_FRONT');
    expect(await screen.findByText('licence.png')).toBeTruthy();
    expect(screen.getByText('48 KB')).toBeTruthy();
    expect(view.data().front).toEqual(stored);
  });

  it('shows the server\'s words when the file is refused, and keeps no answer', async () => {
    const view = renderStep(step, {
      formData: { idType: 'DRIVERS_LICENSE' },
      uploadDocument: async () => {
        throw new Error('Please upload a JPG, PNG, HEIC or PDF file.');
      },
    });
    await userEvent.upload(screen.getByLabelText('Choose a file', { selector: '#root_front input' }), png());
    expect((await screen.findByRole('alert')).textContent).toBe('Please upload a JPG, PNG, HEIC or PDF file.');
    expect((view.data().front as { uuid?: string } | undefined)?.uuid).toBeUndefined();
  });

  it('removes an uploaded document: the answer forgets it and the server is asked to delete it', async () => {
    const view = renderStep(step, { formData: { idType: 'DRIVERS_LICENSE', front: stored } });
    await userEvent.click(screen.getByRole('button', { name: 'Remove licence.png' }));
    expect(view.data().front).toBeUndefined();
    expect(view.removeDocument).toHaveBeenCalledWith(stored.uuid);
  });

  it('offers the camera on a phone beside the file picker', () => {
    renderStep(step, { formData: { idType: 'DRIVERS_LICENSE' } });
    const camera = screen.getByLabelText<HTMLInputElement>('Take a photo', { selector: '#root_front input' });
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(camera.accept).toBe('image/*');
  });

  it.each([[999, '1 KB'], [48213, '48 KB'], [1_000_000, '1.0 MB'], [9_600_000, '9.6 MB']])('%i bytes read %s', (bytes, text) => {
    expect(fileSizeText(bytes)).toBe(text);
  });
});
