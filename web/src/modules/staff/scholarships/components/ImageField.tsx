import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES } from '@bourses/common/limits';
import { StyledButton } from '@/modules/ui/components/Button';
import { StyledHelper } from '@/modules/ui/components/FieldFrame';
import { useUploadLimit } from '@/modules/uploads/hooks/useUploadLimit';

const StyledImageField = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-block-end: ${({ theme }) => theme.spacing(2)};
  img {
    inline-size: 240px;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.medium};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
`;

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export type ImageFileError = 'TYPE' | 'SIZE';

/** jpg, png or webp up to 5 MB, as the api accepts for pictures. */
function checkImageFile(file: File): ImageFileError | null {
  if (!IMAGE_MIME_TYPES.some((type) => type === file.type)) return 'TYPE';
  if (file.size > UPLOAD_MAX_BYTES) return 'SIZE';
  return null;
}

export interface ImageFieldProps {
  /** The picture shown now (current one, or an external address). */
  currentUrl: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
}

/** Picture upload with a preview of the chosen file. */
export function ImageField({ currentUrl, file, onFileChange }: ImageFieldProps) {
  const { t } = useLingui();
  const max = useUploadLimit();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  // A new key empties the file input when the chosen file is dropped.
  const [inputKey, setInputKey] = useState(0);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = previewUrl ?? currentUrl;
  return (
    <StyledImageField>
      {shown ? <img src={shown} alt={t`Picture preview`} /> : null}
      <StyledColumn>
        <label htmlFor={id}>{t`Picture (JPG, PNG or WebP, ${max} at most)`}</label>
        <input
          key={inputKey}
          id={id}
          type="file"
          accept={IMAGE_MIME_TYPES.join(',')}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            const problem = chosen ? checkImageFile(chosen) : null;
            setError(
              problem === 'TYPE'
                ? t`Unsupported file type (JPG, PNG, WebP)`
                : problem === 'SIZE'
                  ? t`File too large (${max} at most)`
                  : null,
            );
            onFileChange(problem ? null : chosen);
            if (problem) event.target.value = '';
          }}
        />
        {error ? (
          <StyledHelper id={`${id}-error`} $error role="alert">
            {error}
          </StyledHelper>
        ) : null}
        {file ? (
          <StyledButton
            type="button"
            $variant="text"
            onClick={() => {
              onFileChange(null);
              setInputKey((key) => key + 1);
            }}
          >
            <Trans>Do not use this file</Trans>
          </StyledButton>
        ) : null}
      </StyledColumn>
    </StyledImageField>
  );
}
