import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useProtectedFile } from '@/modules/staff/shared/hooks/useProtectedFile';
import { Alert } from '@/modules/ui/components/Alert';
import { Spinner } from '@/modules/ui/components/Spinner';

const StyledFigure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  figcaption {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(1)};
    font-weight: 600;
  }
  a {
    color: var(--accent);
  }
  img {
    max-inline-size: 100%;
    max-block-size: 480px;
    object-fit: contain;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
  }
  iframe {
    inline-size: 100%;
    block-size: 480px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
  }
`;

export interface DocumentPreviewProps {
  /** The bff's private file link. */
  url: string;
  title: string;
  /** Name for the downloaded file, without extension. */
  fileName: string;
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * A private document: pictures inline, PDFs in the browser's viewer, and a download link. The PDF's
 * frame has no `sandbox`, which would stop Chromium's viewer: only a blob the api confirmed as a PDF
 * is framed (docs/security.md, "Downloads").
 */
export function DocumentPreview({ url, title, fileName }: DocumentPreviewProps) {
  const { t } = useLingui();
  const file = useProtectedFile(url);
  if (file.status === 'loading') return <Spinner />;
  if (file.status === 'failed') {
    return (
      <Alert severity="error">
        <Trans>The file {title} could not be opened.</Trans>
      </Alert>
    );
  }
  const extension = EXTENSIONS[file.type] ?? 'bin';
  return (
    <StyledFigure>
      <figcaption>
        <span>{title}</span>
        <a href={file.objectUrl} download={`${fileName}.${extension}`}>
          <Trans>Download</Trans>
        </a>
      </figcaption>
      {file.preview === 'image' && <img src={file.objectUrl} alt={title} />}
      {file.preview === 'pdf' && <iframe src={file.objectUrl} title={t`Preview: ${title}`} />}
    </StyledFigure>
  );
}
