import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone } from '@/modules/uploads/components/FileDropZone';
import { renderApp } from '@/test/render-app';

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'IMG_20261128.jpg', { type: 'image/jpeg' });

function renderZone(onSelect = vi.fn()) {
  renderApp(<FileDropZone label="Reçu de paiement" file={null} onSelect={onSelect} onRemove={vi.fn()} />, { language: 'fr' });
  return onSelect;
}

describe('a document’s drop zone', () => {
  it('offers the camera, named with its document, opening an input that captures with the back camera', () => {
    renderZone();

    // jsdom applies the hide-where-a-mouse-points rule whatever the device, and a hidden button has
    // no computed name: its name's parts are read here, Chromium shows it (e2e/phone-uploads).
    const camera = screen.getByText('Prendre une photo').closest('button');
    if (!camera) throw new Error('no camera button');
    const nameParts = camera.getAttribute('aria-labelledby')?.split(' ').map((id) => document.getElementById(id)?.textContent);
    const cameraInput = document.querySelector('input[capture]');
    const click = vi.spyOn(cameraInput as HTMLInputElement, 'click');
    fireEvent.click(camera);

    expect(nameParts).toEqual(['Prendre une photo', 'Reçu de paiement *']);
    expect(cameraInput?.getAttribute('capture')).toBe('environment');
    expect(cameraInput?.getAttribute('accept')).toBe('image/*');
    expect(click).toHaveBeenCalledOnce();
  });

  it('takes the photo as the chosen file once prepared; one this browser cannot read goes as it is', async () => {
    const onSelect = renderZone();
    const cameraInput = document.querySelector('input[capture]');
    if (!cameraInput) throw new Error('no camera input');

    fireEvent.change(cameraInput, { target: { files: [photo] } });

    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(photo));
  });

  it('hands a PDF on at once, as it is', () => {
    const onSelect = renderZone();
    const pdf = new File(['%PDF-1.4'], 'recu.pdf', { type: 'application/pdf' });
    const picker = document.querySelector('input[type="file"]:not([capture])');
    if (!picker) throw new Error('no file input');

    fireEvent.change(picker, { target: { files: [pdf] } });

    expect(onSelect).toHaveBeenCalledWith(pdf);
  });
});
