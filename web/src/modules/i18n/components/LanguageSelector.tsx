import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import { isLanguage } from '@bourses/common/languages';
import { LANGUAGE_OPTIONS } from '@/modules/i18n/utils/languages';

const StyledWrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const StyledSelect = styled.select`
  min-inline-size: ${({ theme }) => theme.sizes.selectMin};
  padding: ${({ theme }) => theme.spacing(0.75, 1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/** Français, العربية (Moroccan flag) and English; the choice is stored and applied at once. */
export function LanguageSelector() {
  const { t } = useLingui();
  const { language, changeLanguage } = useLanguage();
  const id = useId();
  return (
    <StyledWrapper>
      <label htmlFor={id} className="visually-hidden">
        {t({ message: 'Language', comment: 'Label of the language selector (French: Langue)' })}
      </label>
      <StyledSelect
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
      >
        {LANGUAGE_OPTIONS.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {`${option.flag} ${option.label}`}
          </option>
        ))}
      </StyledSelect>
    </StyledWrapper>
  );
}
