import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ChangeEvent, type DragEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { DOCUMENT_ACCEPT } from '@/modules/uploads/utils/document-file';
import { FieldMessages, useFieldMessages } from '@/modules/ui/components/FieldFrame';
import { isPhoto, preparedPhoto } from '@/modules/uploads/utils/prepare-document';

const StyledField = styled.div`
  margin-block-end: ${({ theme }) => theme.spacing(2)};
`;

const StyledLabel = styled.span`
  display: block;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.small};
  margin-block-end: ${({ theme }) => theme.spacing(0.5)};
`;

const StyledZone = styled.div<{ $dragging: boolean; $invalid: boolean }>`
  padding: ${({ theme }) => theme.spacing(2)};
  border: 2px dashed
    ${({ theme, $dragging, $invalid }) => ($invalid ? theme.colors.error : $dragging ? 'var(--accent)' : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.background : theme.colors.surface)};
  text-align: center;
  cursor: pointer;
`;

// A phone's camera, beside the picker; a computer (a fine pointer that hovers) has none to offer.
const StyledCameraButton = styled.button`
  display: block;
  inline-size: 100%;
  margin-block-start: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1.25, 1.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  @media (hover: hover) and (pointer: fine) {
    display: none;
  }
`;

const StyledChosen = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1, 1.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

const StyledRemove = styled.button`
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.error};
  cursor: pointer;
  font-weight: 600;
`;

export interface FileDropZoneProps {
  label: string;
  helper?: string;
  file: File | null;
  error?: string | null;
  onSelect: (file: File) => void;
  onRemove: () => void;
}

/** The chosen file of an input, handed on once; the input is emptied so that choosing it again counts. */
const chosenFile = (choose: (file: File) => void) => (event: ChangeEvent<HTMLInputElement>) => {
  const chosen = event.target.files?.[0];
  if (chosen) choose(chosen);
  event.target.value = '';
};

/**
 * Hands on a chosen file: a PDF at once, a photo once it is made small (prepare-document.ts); a file
 * chosen meanwhile wins over a photo still being prepared.
 */
function usePreparedChoice(onSelect: (file: File) => void) {
  const [preparing, setPreparing] = useState(false);
  const latest = useRef(0);
  const choose = (file: File) => {
    const choice = ++latest.current;
    if (!isPhoto(file)) {
      setPreparing(false);
      onSelect(file);
      return;
    }
    setPreparing(true);
    void preparedPhoto(file).then((prepared) => {
      if (choice !== latest.current) return;
      setPreparing(false);
      onSelect(prepared);
    });
  };
  return { preparing, choose };
}

/**
 * A file picker that also takes a dropped file; Enter or Space opens it, the chosen file can be
 * removed. On a phone, "Take a photo" opens the camera beside it.
 */
export function FileDropZone({ label, helper, file, error, onSelect, onRemove }: FileDropZoneProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const labelId = useId();
  const promptId = useId();
  const cameraId = useId();
  const { helperId, errorId, describedBy } = useFieldMessages(helper, error);
  const { preparing, choose } = usePreparedChoice(onSelect);
  const fileName = file?.name ?? '';

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) choose(dropped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      input.current?.click();
    }
  };

  return (
    <StyledField>
      <StyledLabel id={labelId}>{label} *</StyledLabel>
      {file ? (
        <StyledChosen>
          <span dir="auto">{file.name}</span>
          <StyledRemove type="button" onClick={onRemove} aria-label={t`Remove ${fileName}`}>
            {t`Remove`}
          </StyledRemove>
        </StyledChosen>
      ) : (
        <StyledZone
          role="button"
          tabIndex={0}
          // The name holds the visible prompt too, so speech users can say what they see.
          aria-labelledby={`${labelId} ${promptId}`}
          aria-describedby={describedBy}
          aria-busy={preparing}
          $dragging={dragging}
          $invalid={Boolean(error)}
          onClick={() => input.current?.click()}
          onKeyDown={onKeyDown}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <span id={promptId}>
            {preparing ? t`Preparing the photo…` : t`Drag and drop a file here, or click to choose one`}
          </span>
        </StyledZone>
      )}
      {file ? null : (
        // Named with its document, as two of them stand on the registration form.
        <StyledCameraButton type="button" aria-labelledby={`${cameraId} ${labelId}`} onClick={() => camera.current?.click()}>
          <span id={cameraId}>{t`Take a photo`}</span>
        </StyledCameraButton>
      )}
      <input
        ref={input}
        type="file"
        accept={DOCUMENT_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={chosenFile(choose)}
      />
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={chosenFile(choose)}
      />
      <FieldMessages helper={helper} helperId={helperId} error={error} errorId={errorId} />
    </StyledField>
  );
}
