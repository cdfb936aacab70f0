import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { LEGAL_TEXTS, type LegalPageKind } from '@/modules/legal/utils/legal-texts';

const StyledArticle = styled.article`
  max-inline-size: 760px;
  margin: ${({ theme }) => theme.spacing(4)} auto;
  padding-inline: ${({ theme }) => theme.spacing(2)};
`;

export interface LegalPageProps {
  kind: LegalPageKind;
}

/** The footer's short static pages (terms, cookies), in every language. */
export function LegalPage({ kind }: LegalPageProps) {
  const { i18n } = useLingui();
  const text = LEGAL_TEXTS[kind];
  return (
    <StyledArticle>
      <h1>{i18n._(text.title)}</h1>
      {text.paragraphs.map((paragraph) => (
        <p key={paragraph.id}>{i18n._(paragraph)}</p>
      ))}
    </StyledArticle>
  );
}
