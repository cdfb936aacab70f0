import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';

const StyledHtml = styled.div`
  line-height: 1.7;
  img {
    max-inline-size: 100%;
  }
`;

export interface SafeHtmlProps {
  html: string;
}

/** Staff-written HTML: the api sanitises it on the way in, and it is sanitised again here before rendering. */
export function SafeHtml({ html }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <StyledHtml dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
