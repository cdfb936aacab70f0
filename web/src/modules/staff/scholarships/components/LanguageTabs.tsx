import { useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';
import type { Language } from '@bourses/common/languages';
import { CONTENT_LANGUAGES } from '@/modules/staff/scholarships/utils/scholarship-draft';

// Tabs wrap on a narrow screen rather than leave one off the edge (the English tab in Arabic).
const StyledTabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(0.5)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  margin-block-end: ${({ theme }) => theme.spacing(2)};
`;

const StyledTab = styled.button<{ $invalid: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  padding: ${({ theme }) => theme.spacing(1, 2)};
  border: 0;
  border-block-end: 3px solid transparent;
  background: transparent;
  font-weight: 600;
  cursor: pointer;
  color: ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.text)};
  &[aria-selected='true'] {
    color: var(--accent);
    border-block-end-color: var(--accent);
  }
`;

export interface LanguageTabsProps {
  active: Language;
  onActivate: (language: Language) => void;
  invalid: readonly Language[];
  /** Every panel stays mounted (hidden when inactive) so that nothing typed is lost between tabs. */
  renderPanel: (language: Language) => ReactNode;
}

/** One tab per content language (WAI-ARIA tabs: arrow keys move between tabs). */
export function LanguageTabs({ active, onActivate, invalid, renderPanel }: LanguageTabsProps) {
  const { t } = useLingui();
  const names: Record<Language, string> = {
    fr: t`French (required)`,
    ar: t`Arabic (optional)`,
    en: t`English (optional)`,
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    // Arrow keys follow the reading direction in Arabic.
    const rtl = document.documentElement.dir === 'rtl';
    const count = CONTENT_LANGUAGES.length;
    const next = CONTENT_LANGUAGES[(index + (rtl ? -step : step) + count) % count];
    if (next) {
      onActivate(next);
      document.getElementById(`content-tab-${next}`)?.focus();
    }
  };
  return (
    <div>
      <StyledTabList role="tablist" aria-label={t`Content languages`}>
        {CONTENT_LANGUAGES.map((language, index) => (
          <StyledTab
            key={language}
            type="button"
            role="tab"
            id={`content-tab-${language}`}
            aria-controls={`content-panel-${language}`}
            aria-selected={active === language}
            tabIndex={active === language ? 0 : -1}
            $invalid={invalid.includes(language)}
            onClick={() => onActivate(language)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {names[language]}
            {invalid.includes(language) ? <TriangleAlert aria-hidden size={16} /> : null}
          </StyledTab>
        ))}
      </StyledTabList>
      {CONTENT_LANGUAGES.map((language) => (
        <div
          key={language}
          role="tabpanel"
          id={`content-panel-${language}`}
          aria-labelledby={`content-tab-${language}`}
          hidden={active !== language}
        >
          {renderPanel(language)}
        </div>
      ))}
    </div>
  );
}
