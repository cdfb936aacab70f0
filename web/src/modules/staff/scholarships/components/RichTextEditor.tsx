import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { sanitizeRichText } from '@/modules/ui/utils/sanitize-rich-text';
import { StyledHelper } from '@/modules/ui/components/FieldFrame';

const StyledFrame = styled.div<{ $invalid: boolean }>`
  margin-block-end: ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledLabel = styled.span`
  display: block;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.small};
  margin-block-end: ${({ theme }) => theme.spacing(0.5)};
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(0.5)};
  padding: ${({ theme }) => theme.spacing(0.5)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  button {
    min-inline-size: 36px;
    min-block-size: 32px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
`;

const StyledVisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const StyledEditable = styled.div`
  min-block-size: 180px;
  padding: ${({ theme }) => theme.spacing(1.5)};
  line-height: 1.6;
  &:focus {
    outline: 2px solid var(--accent);
    outline-offset: -2px;
  }
`;

export interface RichTextEditorProps {
  label: string;
  /** HTML; read once when the editor mounts, then the editor owns its content. */
  value: string;
  onChange: (html: string) => void;
  dir?: 'ltr' | 'rtl';
  required?: boolean;
  error?: string | null;
}

interface ToolbarCommand {
  label: string;
  text: string;
  run: () => void;
}

/**
 * A small contentEditable editor (bold, italic, headings, lists, link). Its HTML is sanitised with
 * DOMPurify on every change, and shown sanitised again when the editor loses focus.
 */
export function RichTextEditor({ label, value, onChange, dir, required, error }: RichTextEditorProps) {
  const { t } = useLingui();
  const labelId = useId();
  const errorId = `${labelId}-error`;
  const editor = useRef<HTMLDivElement>(null);
  const initialValue = useRef(value);

  useEffect(() => {
    if (editor.current) editor.current.innerHTML = sanitizeRichText(initialValue.current);
  }, []);

  const emit = () => {
    if (editor.current) onChange(sanitizeRichText(editor.current.innerHTML));
  };
  // document.execCommand is deprecated but still the only editing API every browser ships without a library.
  const command = (name: string, argument?: string) => () => {
    editor.current?.focus();
    document.execCommand(name, false, argument);
    emit();
  };
  const commands: ToolbarCommand[] = [
    { label: t`Bold`, text: 'B', run: command('bold') },
    { label: t`Italic`, text: 'I', run: command('italic') },
    { label: t`Heading`, text: 'H2', run: command('formatBlock', 'h2') },
    { label: t`Subheading`, text: 'H3', run: command('formatBlock', 'h3') },
    { label: t`Paragraph`, text: '¶', run: command('formatBlock', 'p') },
    { label: t`Bulleted list`, text: '•', run: command('insertUnorderedList') },
    { label: t`Numbered list`, text: '1.', run: command('insertOrderedList') },
    {
      label: t`Link`,
      text: '🔗',
      run: () => {
        const address = window.prompt(t`Link address (https://…)`);
        if (address && /^(https?:|mailto:)/i.test(address.trim())) command('createLink', address.trim())();
      },
    },
    { label: t`Remove link`, text: '⛓', run: command('unlink') },
  ];

  return (
    <div>
      <StyledLabel id={labelId}>
        {label}
        {required ? ' *' : null}
      </StyledLabel>
      <StyledFrame $invalid={Boolean(error)}>
        <StyledToolbar role="toolbar" aria-label={t`Formatting: ${label}`}>
          {commands.map((item) => (
            <button
              key={item.label}
              type="button"
              title={item.label}
              // Keep the selection in the editor while clicking.
              onMouseDown={(event) => event.preventDefault()}
              onClick={item.run}
            >
              {/* The glyph is decoration: the name read out is the command's (axe: label-content-name-mismatch). */}
              <span aria-hidden="true">{item.text}</span>
              <StyledVisuallyHidden>{item.label}</StyledVisuallyHidden>
            </button>
          ))}
        </StyledToolbar>
        <StyledEditable
          ref={editor}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          contentEditable
          suppressContentEditableWarning
          dir={dir}
          tabIndex={0}
          onInput={emit}
          onBlur={() => {
            if (!editor.current) return;
            const clean = sanitizeRichText(editor.current.innerHTML);
            if (clean !== editor.current.innerHTML) editor.current.innerHTML = clean;
            onChange(clean);
          }}
        />
      </StyledFrame>
      {error ? (
        <StyledHelper id={errorId} $error role="alert">
          {error}
        </StyledHelper>
      ) : null}
    </div>
  );
}
