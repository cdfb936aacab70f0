import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { TextLanguageAttributes } from '@/modules/i18n/utils/text-language';

const StyledItem = styled.div`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledQuestionHeading = styled.h3`
  margin: 0;
`;

const StyledQuestion = styled.button`
  display: flex;
  justify-content: space-between;
  inline-size: 100%;
  padding: ${({ theme }) => theme.spacing(1.5, 0)};
  border: 0;
  background: transparent;
  font-weight: 600;
  text-align: start;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
`;

const StyledAnswer = styled.div`
  padding-block-end: ${({ theme }) => theme.spacing(1.5)};
`;

interface FaqEntry {
  question: string;
  answer: string;
}

function FaqItem({ entry, textLanguage }: { entry: FaqEntry; textLanguage: TextLanguageAttributes }) {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const panelId = useId();
  return (
    <StyledItem>
      <StyledQuestionHeading>
        <StyledQuestion
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <span {...textLanguage}>{entry.question}</span>
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </StyledQuestion>
      </StyledQuestionHeading>
      <StyledAnswer id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
        <p {...textLanguage}>{entry.answer}</p>
      </StyledAnswer>
    </StyledItem>
  );
}

export interface FaqAccordionProps {
  entries: readonly FaqEntry[];
  /** The entries' language, when not the page's (French shown where a translation has no FAQ). */
  textLanguage?: TextLanguageAttributes;
}

/** Questions as buttons that show or hide their answer (keyboard: Tab, Enter or Space). */
export function FaqAccordion({ entries, textLanguage = { dir: 'auto' } }: FaqAccordionProps) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title">
        <Trans>Frequently asked questions</Trans>
      </h2>
      {entries.map((entry) => (
        <FaqItem key={entry.question} entry={entry} textLanguage={textLanguage} />
      ))}
    </section>
  );
}
