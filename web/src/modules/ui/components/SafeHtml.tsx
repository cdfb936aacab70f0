import { useMemo } from 'react';
import styled from 'styled-components';
import { sanitizeRichText } from '@/modules/ui/utils/sanitize-rich-text';

const StyledHtml = styled.div`
  line-height: 1.7;
  img {
    max-inline-size: 100%;
  }
`;

export interface SafeHtmlProps {
  html: string;
  /** The language the HTML is in, when not the page's (French shown where a translation is missing). */
  lang?: string;
  dir?: 'auto' | 'ltr' | 'rtl';
}

/** Staff-written HTML: the api sanitises it on the way in, and it is sanitised again here before rendering. */
export function SafeHtml({ html, lang, dir = 'auto' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return <StyledHtml lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: clean }} />;
}
