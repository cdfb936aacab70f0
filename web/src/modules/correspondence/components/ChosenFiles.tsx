import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { formatFileSize } from '@bourses/common/file-size';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledFile = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(0.5, 1.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  overflow-wrap: anywhere;
`;

const StyledRemove = styled.button`
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.error};
  cursor: pointer;
  font-weight: 600;
`;

export interface ChosenFilesProps {
  files: readonly File[];
  onRemove: (index: number) => void;
}

/** The files chosen for a message, each with its size and a button to take it off. */
export function ChosenFiles({ files, onRemove }: ChosenFilesProps) {
  const { t } = useLingui();
  const { language } = useLanguage();
  if (files.length === 0) return null;
  return (
    <StyledList aria-label={t`Attached files`}>
      {files.map((file, index) => {
        const fileName = file.name;
        return (
          <StyledFile key={`${index}-${fileName}`}>
            <span>
              <bdi>{fileName}</bdi> ({formatFileSize(file.size, language)})
            </span>
            <StyledRemove type="button" aria-label={t`Take ${fileName} off the message`} onClick={() => onRemove(index)}>
              {t({ message: 'Remove', context: 'a file attached to a message' })}
            </StyledRemove>
          </StyledFile>
        );
      })}
    </StyledList>
  );
}
