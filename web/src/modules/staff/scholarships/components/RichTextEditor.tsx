import { useLingui } from '@lingui/react/macro';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link,
  List,
  ListOrdered,
  Pilcrow,
  Unlink,
  type LucideIcon,
} from 'lucide-react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useId, useMemo, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { RICH_TEXT_EXTENSIONS } from '@/modules/staff/scholarships/utils/rich-text-extensions';
import { sanitizeRichText } from '@/modules/ui/utils/sanitize-rich-text';
import { StyledHelper } from '@/modules/ui/components/FieldFrame';
import { RICH_TEXT_LINK } from '@bourses/common/rich-text';

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
    &[aria-pressed='true'] {
      background: ${({ theme }) => theme.colors.infoSurface};
      border-color: currentColor;
    }
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

const StyledEditable = styled(EditorContent)`
  .ProseMirror {
    min-block-size: 180px;
    padding: ${({ theme }) => theme.spacing(1.5)};
    line-height: 1.6;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
    &:focus {
      outline: 2px solid var(--accent);
      outline-offset: -2px;
    }
    img {
      max-inline-size: 100%;
      block-size: auto;
    }
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
  icon: LucideIcon;
  run: () => void;
  /** Whether the selection already has it (aria-pressed); absent for plain actions. */
  active?: boolean;
}

/** The toolbar's state, recomputed only when the selection's formatting changes. */
function useActiveFormats(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 2 }),
      subheading: current.isActive('heading', { level: 3 }),
      paragraph: current.isActive('paragraph'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
}

/** Arrow keys move between the toolbar's buttons (WAI-ARIA toolbar), in the reading direction. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  const at = buttons.findIndex((button) => button === document.activeElement);
  if (at < 0) return;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
  const target =
    event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : step ? (at + step + buttons.length) % buttons.length : -1;
  if (target < 0) return;
  event.preventDefault();
  buttons[target]?.focus();
}

/**
 * The long description's editor (TipTap over ProseMirror): bold, italic, headings, lists, links.
 * What it holds and what is pasted into it stay within the api's allow-list (common/src/rich-text.ts):
 * pasted HTML is cleaned before ProseMirror reads it, and its output is sanitised again on every change.
 */
export function RichTextEditor({ label, value, onChange, dir, required, error }: RichTextEditorProps) {
  const { t } = useLingui();
  const labelId = useId();
  const errorId = `${labelId}-error`;
  // The editable's own attributes: its name, its state and, in the Arabic tab, right to left.
  const invalid = Boolean(error);
  const attributes = useMemo<Record<string, string>>(
    () => ({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      ...(required ? { 'aria-required': 'true' } : {}),
      ...(invalid ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      ...(dir ? { dir } : {}),
    }),
    [labelId, errorId, required, invalid, dir],
  );
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: sanitizeRichText(value),
    // The form's first render shows the editor at once (no flash of an empty box).
    immediatelyRender: true,
    editorProps: {
      attributes,
      // Word, Google Docs and web pages paste styles, spans and scripts: only the allow-list goes in.
      transformPastedHTML: (html) => sanitizeRichText(html),
    },
    onUpdate: ({ editor: current }) => onChange(sanitizeRichText(current.isEmpty ? '' : current.getHTML())),
  });
  // An error shown or cleared after mounting reaches the editable without recreating the editor (and losing its undo).
  useEffect(() => {
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
  }, [editor, attributes]);
  const active = useActiveFormats(editor);

  const chain = () => editor.chain().focus();
  const commands: ToolbarCommand[] = [
    { label: t`Bold`, icon: Bold, active: active.bold, run: () => chain().toggleBold().run() },
    { label: t`Italic`, icon: Italic, active: active.italic, run: () => chain().toggleItalic().run() },
    { label: t`Heading`, icon: Heading2, active: active.heading, run: () => chain().toggleHeading({ level: 2 }).run() },
    {
      label: t`Subheading`,
      icon: Heading3,
      active: active.subheading,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    { label: t`Paragraph`, icon: Pilcrow, active: active.paragraph, run: () => chain().setParagraph().run() },
    { label: t`Bulleted list`, icon: List, active: active.bulletList, run: () => chain().toggleBulletList().run() },
    {
      label: t`Numbered list`,
      icon: ListOrdered,
      active: active.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      label: t`Link`,
      icon: Link,
      active: active.link,
      run: () => {
        const address = window.prompt(t`Link address (https://…)`)?.trim();
        if (address && RICH_TEXT_LINK.test(address)) chain().extendMarkRange('link').setLink({ href: address }).run();
      },
    },
    { label: t`Remove link`, icon: Unlink, run: () => chain().extendMarkRange('link').unsetLink().run() },
  ];

  return (
    <div>
      <StyledLabel id={labelId}>
        {label}
        {required ? ' *' : null}
      </StyledLabel>
      <StyledFrame $invalid={Boolean(error)}>
        <StyledToolbar role="toolbar" aria-label={t`Formatting: ${label}`} onKeyDown={moveFocus}>
          {commands.map((item) => (
            <button
              key={item.label}
              type="button"
              title={item.label}
              aria-pressed={item.active === undefined ? undefined : item.active}
              // Keep the selection in the editor while clicking.
              onMouseDown={(event) => event.preventDefault()}
              onClick={item.run}
            >
              {/* The glyph is decoration: the name read out is the command's (axe: label-content-name-mismatch). */}
              <item.icon aria-hidden size={18} />
              <StyledVisuallyHidden>{item.label}</StyledVisuallyHidden>
            </button>
          ))}
        </StyledToolbar>
        <StyledEditable editor={editor} />
      </StyledFrame>
      {error ? (
        <StyledHelper id={errorId} $error role="alert">
          {error}
        </StyledHelper>
      ) : null}
    </div>
  );
}
