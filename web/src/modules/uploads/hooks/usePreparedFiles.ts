import { msg } from '@lingui/core/macro';
import { useRef, useState } from 'react';
import { useCountPreparingFiles } from '@/modules/uploads/hooks/useSubmitWhenFilesReady';
import { isPhoto, preparedPhoto } from '@/modules/uploads/utils/prepare-document';

/** What a file picker says while `preparing`. */
export const PREPARING_PHOTO = msg`Preparing the photo…`;

/**
 * Hands on chosen files one after the other, in the order chosen: a PDF as it is, a photo once made
 * small (prepare-document.ts). Photos are prepared one at a time, as a phone has memory for one. The
 * form counts them too, its submit waiting for them (useSubmitWhenFilesReady): the form around, or
 * `formCount` where the form itself holds the picker (it is outside its own provider).
 */
export function usePreparedFiles(onAdd: (file: File) => void, formCount?: (change: number) => void) {
  const [preparing, setPreparing] = useState(0);
  const aroundCount = useCountPreparingFiles();
  const countForForm = formCount ?? aroundCount;
  const queue = useRef(Promise.resolve());
  const choose = (files: readonly File[]) => {
    setPreparing((count) => count + files.length);
    countForForm(files.length);
    for (const file of files) {
      queue.current = queue.current.then(async () => {
        onAdd(isPhoto(file) ? await preparedPhoto(file) : file);
        setPreparing((count) => count - 1);
        countForForm(-1);
      });
    }
  };
  return { preparing: preparing > 0, choose };
}
