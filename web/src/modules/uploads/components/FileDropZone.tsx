import { useLingui } from '@lingui/react/macro';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type KeyboardEvent,
} from 'react';
import styled from 'styled-components';
import {
  StyledChosenFile,
  StyledChosenFileList,
  StyledRemoveFile,
} from '@/modules/uploads/components/ChosenFileList.styles';
import { DOCUMENT_ACCEPT } from '@/modules/uploads/utils/document-file';
import { FieldMessages, useFieldMessages } from '@/modules/ui/components/FieldFrame';
import { loadJoinPages, type DocumentPages } from '@/modules/uploads/utils/document-pages';
import { PREPARING_PHOTO, usePreparedFiles } from '@/modules/uploads/hooks/usePreparedFiles';

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

const StyledAddPage = styled(StyledCameraButton)`
  @media (hover: hover) and (pointer: fine) {
    display: block;
  }
`;

const StyledNote = styled.p`
  margin: ${({ theme }) => theme.spacing(0.5, 0, 0)};
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface FileDropZoneProps {
  label: string;
  helper?: string;
  /** The document may be left out (a free scholarship's receipt): no required mark. */
  optional?: boolean;
  /** The document's pages in the order shown, joined into one PDF when there are several (document-pages.ts). */
  pages: DocumentPages;
  error?: string | null;
  onAdd: (page: File) => void;
  onRemove: (index: number) => void;
}

/** The chosen files of an input, handed on in order; the input is emptied so that choosing one again counts. */
const chosenFiles = (choose: (files: File[]) => void) => (event: ChangeEvent<HTMLInputElement>) => {
  choose([...(event.target.files ?? [])]);
  event.target.value = '';
};

/**
 * Keeps the keyboard focus on the pages as they change (docs/product-rules.md): a page added (the
 * drop zone it replaces gone) focuses its own Remove button; a page removed focuses the row before
 * it, the new first row, or the drop zone once none is left. Never the page's body.
 */
function usePagesFocus(pageCount: number) {
  const list = useRef<HTMLOListElement>(null);
  const zone = useRef<HTMLDivElement>(null);
  const shownCount = useRef(pageCount);
  const removedAt = useRef<number | null>(null);
  // After the rows are drawn: the row to focus exists only once the parent has the new pages.
  useEffect(() => {
    const before = shownCount.current;
    shownCount.current = pageCount;
    const removed = removedAt.current;
    removedAt.current = null;
    const removeButtons = [
      ...(list.current?.querySelectorAll<HTMLButtonElement>(':scope > li > button') ?? []),
    ];
    if (pageCount > before) removeButtons.at(-1)?.focus();
    else if (pageCount < before && removed !== null)
      (removeButtons[Math.max(removed - 1, 0)] ?? zone.current)?.focus();
  }, [pageCount]);
  const removing = (index: number) => {
    removedAt.current = index;
  };
  return { list, zone, removing };
}

/**
 * A document's pages: a file picker that also takes dropped files (Enter or Space opens it), then the
 * chosen pages, each removable, and a button to add one more. On a phone, "Take a photo" opens the
 * camera beside it.
 */
export function FileDropZone({
  label,
  helper,
  optional = false,
  pages,
  error,
  onAdd,
  onRemove,
}: FileDropZoneProps) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const labelId = useId();
  const promptId = useId();
  const cameraId = useId();
  const addId = useId();
  const { helperId, errorId, describedBy } = useFieldMessages(helper, error);
  const { preparing, choose } = usePreparedFiles(onAdd);
  const focus = usePagesFocus(pages.length);
  const preparingText = i18n._(PREPARING_PHOTO);
  const severalPages = pages.length > 1;
  useEffect(() => {
    if (severalPages) void loadJoinPages();
  }, [severalPages]);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose([...event.dataTransfer.files]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      input.current?.click();
    }
  };

  return (
    <StyledField>
      <StyledLabel id={labelId}>{optional ? label : `${label} *`}</StyledLabel>
      {pages.length > 0 ? (
        <>
          <StyledChosenFileList as="ol" ref={focus.list} aria-labelledby={labelId}>
            {pages.map((page, index) => {
              const fileName = page.name;
              return (
                <StyledChosenFile key={`${index}-${fileName}`}>
                  <span dir="auto">{fileName}</span>
                  <StyledRemoveFile
                    type="button"
                    onClick={() => {
                      focus.removing(index);
                      onRemove(index);
                    }}
                    aria-label={t`Remove ${fileName}`}
                  >
                    {t`Remove`}
                  </StyledRemoveFile>
                </StyledChosenFile>
              );
            })}
          </StyledChosenFileList>
          {severalPages ? (
            <StyledNote>{t`These pages are sent as one PDF, in this order.`}</StyledNote>
          ) : null}
          <StyledAddPage
            type="button"
            aria-labelledby={`${addId} ${labelId}`}
            aria-describedby={describedBy}
            aria-busy={preparing}
            onClick={() => input.current?.click()}
          >
            <span id={addId}>{preparing ? preparingText : t`Add a page`}</span>
          </StyledAddPage>
        </>
      ) : (
        <StyledZone
          ref={focus.zone}
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
            {preparing ? preparingText : t`Drag and drop a file here, or click to choose one`}
          </span>
        </StyledZone>
      )}
      {/* Named with its document, as two of them stand on the registration form. */}
      <StyledCameraButton
        type="button"
        aria-labelledby={`${cameraId} ${labelId}`}
        onClick={() => camera.current?.click()}
      >
        <span id={cameraId}>{pages.length > 0 ? t`Photograph another page` : t`Take a photo`}</span>
      </StyledCameraButton>
      <input
        ref={input}
        type="file"
        accept={DOCUMENT_ACCEPT}
        multiple
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={chosenFiles(choose)}
      />
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={chosenFiles(choose)}
      />
      <FieldMessages helper={helper} helperId={helperId} error={error} errorId={errorId} />
    </StyledField>
  );
}
