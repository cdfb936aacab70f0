import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone } from '@/modules/uploads/components/FileDropZone';
import {
  PreparingFilesProvider,
  useSubmitWhenFilesReady,
} from '@/modules/uploads/hooks/useSubmitWhenFilesReady';
import type { DocumentPages } from '@/modules/uploads/utils/document-pages';
import { renderApp } from '@/test/render-app';

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'IMG_20261129.jpg', { type: 'image/jpeg' });
const pdf = new File(['%PDF-1.4'], 'recu.pdf', { type: 'application/pdf' });

/** A form as the student's forms hold a drop zone: Send hands on the pages it holds at that moment. */
function ReceiptForm({ onSend }: { onSend: (names: string[]) => void }) {
  const [pages, setPages] = useState<DocumentPages>([]);
  const filesReady = useSubmitWhenFilesReady();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (filesReady.deferSubmit()) return;
    onSend(pages.map((page) => page.name));
  };
  return (
    <PreparingFilesProvider value={filesReady.countPreparing}>
      <form ref={filesReady.form} onSubmit={onSubmit}>
        <FileDropZone
          label="Reçu de paiement"
          pages={pages}
          onAdd={(page) => setPages((current) => [...current, page])}
          onRemove={vi.fn()}
        />
        <button type="submit" disabled={filesReady.waiting}>
          Envoyer
        </button>
      </form>
    </PreparingFilesProvider>
  );
}

/** The browser's photo decoding held until `finish` is called (then it fails: the photo goes as it is). */
function holdPhotoDecoding() {
  let finish = () => {};
  const decoding = new Promise<never>((_, reject) => {
    finish = () => reject(new Error('not decoded'));
  });
  vi.stubGlobal('createImageBitmap', () => decoding);
  return () => finish();
}

const filePicker = () => {
  const picker = document.querySelector('input[type="file"]:not([capture])');
  if (!picker) throw new Error('no file input');
  return picker;
};

describe('a form sent while a photo is still being prepared', () => {
  it('waits for the photo, then sends it with the pages before it', async () => {
    const finishDecoding = holdPhotoDecoding();
    const onSend = vi.fn();
    renderApp(<ReceiptForm onSend={onSend} />, { language: 'fr' });

    fireEvent.change(filePicker(), { target: { files: [pdf, photo] } });
    await screen.findByText('recu.pdf');
    await screen.findByText('Préparation de la photo…');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveProperty('disabled', true),
    );
    expect(onSend).not.toHaveBeenCalled();
    finishDecoding();
    await waitFor(() => expect(onSend).toHaveBeenCalledOnce());
    expect(onSend).toHaveBeenCalledWith(['recu.pdf', 'IMG_20261129.jpg']);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveProperty('disabled', false);
  });

  it('sends at once when nothing is being prepared', async () => {
    const onSend = vi.fn();
    renderApp(<ReceiptForm onSend={onSend} />, { language: 'fr' });

    fireEvent.change(filePicker(), { target: { files: [pdf] } });
    await screen.findByText('recu.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(onSend).toHaveBeenCalledWith(['recu.pdf']);
  });
});
