import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import { isLanguage } from '@bourses/common/languages';
import { LANGUAGE_OPTIONS } from '@/modules/i18n/utils/languages';
import { useHydrated } from '@/modules/ui/hooks/useHydrated';

const StyledWrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const StyledFlag = styled.img`
  inline-size: 24px;
  block-size: 18px;
  border-radius: 2px;
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.border};
`;

const StyledSelect = styled.select`
  min-inline-size: ${({ theme }) => theme.sizes.selectMin};
  padding: ${({ theme }) => theme.spacing(0.75, 1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * Français, العربية and English, the chosen language's flag beside them (an option cannot hold a
 * picture); the choice is stored and applied at once.
 */
export function LanguageSelector() {
  const { t } = useLingui();
  const { language, changeLanguage } = useLanguage();
  const id = useId();
  const hydrated = useHydrated();
  const chosen = LANGUAGE_OPTIONS.find((option) => option.code === language) ?? LANGUAGE_OPTIONS[0];
  return (
    <StyledWrapper>
      <StyledFlag src={chosen?.flag} alt="" width={24} height={18} />
      <label htmlFor={id} className="visually-hidden">
        {t({ message: 'Language', comment: 'Label of the language selector (French: Langue)' })}
      </label>
      <StyledSelect
        id={id}
        value={language}
        disabled={!hydrated}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
      >
        {LANGUAGE_OPTIONS.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </StyledWrapper>
  );
}
