import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone } from '@/modules/uploads/components/FileDropZone';
import type { DocumentPages } from '@/modules/uploads/utils/document-pages';
import { renderApp } from '@/test/render-app';

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'IMG_20261128.jpg', { type: 'image/jpeg' });
const pdf = new File(['%PDF-1.4'], 'recu.pdf', { type: 'application/pdf' });

function renderZone(onAdd = vi.fn()) {
  renderApp(<FileDropZone label="Reçu de paiement" pages={[]} onAdd={onAdd} onRemove={vi.fn()} />, { language: 'fr' });
  return onAdd;
}

/** The zone as a form holds it: the pages it was handed, in order. */
function DocumentField() {
  const [pages, setPages] = useState<DocumentPages>([]);
  return (
    <FileDropZone
      label="Reçu de paiement"
      pages={pages}
      onAdd={(page) => setPages((current) => [...current, page])}
      onRemove={(index) => setPages((current) => current.filter((_, at) => at !== index))}
    />
  );
}

const filePicker = () => {
  const picker = document.querySelector('input[type="file"]:not([capture])');
  if (!picker) throw new Error('no file input');
  return picker;
};

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

  it('takes the photo as a page once prepared; one this browser cannot read goes as it is', async () => {
    const onAdd = renderZone();
    const cameraInput = document.querySelector('input[capture]');
    if (!cameraInput) throw new Error('no camera input');

    fireEvent.change(cameraInput, { target: { files: [photo] } });

    await waitFor(() => expect(onAdd).toHaveBeenCalledWith(photo));
  });

  it('hands a PDF on as it is', async () => {
    const onAdd = renderZone();

    fireEvent.change(filePicker(), { target: { files: [pdf] } });

    await waitFor(() => expect(onAdd).toHaveBeenCalledWith(pdf));
  });

  it('lists the pages in the order chosen, says they go as one PDF, and adds or removes one', async () => {
    renderApp(<DocumentField />, { language: 'fr' });

    fireEvent.change(filePicker(), { target: { files: [photo, pdf] } });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));

    expect(screen.getAllByRole('listitem').map((row) => row.firstChild?.textContent)).toEqual(['IMG_20261128.jpg', 'recu.pdf']);
    expect(screen.getByText('Ces pages sont envoyées en un seul PDF, dans cet ordre.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter une page Reçu de paiement *' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retirer IMG_20261128.jpg' }));
    expect(screen.getAllByRole('listitem').map((row) => row.firstChild?.textContent)).toEqual(['recu.pdf']);
    expect(screen.queryByText('Ces pages sont envoyées en un seul PDF, dans cet ordre.')).toBeNull();
  });

  it('moves the focus to the page added, then to the row before a page removed, then to the drop zone', async () => {
    renderApp(<DocumentField />, { language: 'fr' });

    fireEvent.change(filePicker(), { target: { files: [pdf] } });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Retirer recu.pdf' })));
    fireEvent.change(filePicker(), { target: { files: [new File(['%PDF-1.4'], 'page-2.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Retirer page-2.pdf' })));

    fireEvent.click(screen.getByRole('button', { name: 'Retirer page-2.pdf' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Retirer recu.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Retirer recu.pdf' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Reçu de paiement/ }));
  });
});
