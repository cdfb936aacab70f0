import { useLingui } from '@lingui/react/macro';
import { formatFileSize } from '@bourses/common/file-size';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import {
  StyledChosenFile,
  StyledChosenFileList,
  StyledRemoveFile,
} from '@/modules/uploads/components/ChosenFileList.styles';

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
    <StyledChosenFileList aria-label={t`Attached files`}>
      {files.map((file, index) => {
        const fileName = file.name;
        return (
          <StyledChosenFile key={`${index}-${fileName}`}>
            <span>
              <bdi>{fileName}</bdi> ({formatFileSize(file.size, language)})
            </span>
            <StyledRemoveFile
              type="button"
              aria-label={t`Take ${fileName} off the message`}
              onClick={() => onRemove(index)}
            >
              {t({ message: 'Remove', context: 'a file attached to a message' })}
            </StyledRemoveFile>
          </StyledChosenFile>
        );
      })}
    </StyledChosenFileList>
  );
}
