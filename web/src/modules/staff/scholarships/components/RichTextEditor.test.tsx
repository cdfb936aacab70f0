import { createEvent, fireEvent, screen, waitFor } from '@testing-library/react';
import { Editor } from '@tiptap/react';
import { describe, expect, it, vi } from 'vitest';
import { RICH_TEXT_TAGS } from '@bourses/common/rich-text';
import { openingTags, RICH_TEXT_SAMPLES } from '@bourses/common/rich-text-samples';
import { RichTextEditor } from '@/modules/staff/scholarships/components/RichTextEditor';
import { RICH_TEXT_EXTENSIONS } from '@/modules/staff/scholarships/utils/rich-text-extensions';
import { renderStaff } from '@/modules/staff/shared/test/render-staff';

/** A paste as a browser sends it: the HTML and its plain text on the clipboard. */
function paste(target: Element, html: string) {
  const event = createEvent.paste(target);
  const data: Record<string, string> = { 'text/html': html, 'text/plain': html.replace(/<[^>]*>/g, '') };
  Object.defineProperty(event, 'clipboardData', {
    value: { types: Object.keys(data), getData: (type: string) => data[type] ?? '' },
  });
  fireEvent(target, event);
}

describe('the long description editor', () => {
  it('cleans pasted markup to the api’s allow-list: no script, style nor span', async () => {
    const onChange = vi.fn();
    renderStaff(<RichTextEditor label="Description détaillée" value="" onChange={onChange} />);
    const editable = screen.getByRole('textbox', { name: 'Description détaillée' });

    paste(
      editable,
      '<style>p { color: red }</style><p><span style="color:red">Frais <b>couverts</b></span></p><script>alert(1)</script>',
    );

    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html: string = onChange.mock.lastCall?.[0] ?? '';
    expect(html).toContain('Frais');
    expect(html).toMatch(/<strong>couverts<\/strong>/);
    expect(html).not.toMatch(/<script|<style|<span|style=|alert|color/);
    expect(editable.innerHTML).not.toMatch(/<span|<script|<style/);
  });

  it('edits right to left in the Arabic tab', () => {
    renderStaff(<RichTextEditor label="الوصف المفصل" value="<p>منحة</p>" dir="rtl" onChange={() => undefined} />);

    const editable = screen.getByRole('textbox', { name: 'الوصف المفصل' });

    expect(editable.getAttribute('dir')).toBe('rtl');
    expect(editable.textContent).toBe('منحة');
  });

  it('tells on its toolbar buttons which formatting the cursor is in', () => {
    renderStaff(<RichTextEditor label="Description" value="<p><strong>Gras</strong></p>" onChange={() => undefined} />);

    expect(screen.getByRole('button', { name: 'Gras' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Italique' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Retirer le lien' }).hasAttribute('aria-pressed')).toBe(false);
  });

  it('writes only tags the api keeps, whatever it is given', () => {
    const editor = new Editor({ extensions: RICH_TEXT_EXTENSIONS });
    const everything = RICH_TEXT_SAMPLES.map((sample) => sample.html).join('') +
      '<pre><code>x</code></pre><h4>Petit titre</h4><p><u>u</u> <s>s</s> <del>d</del></p><hr>';

    editor.commands.setContent(everything);
    const written = openingTags(editor.getHTML());
    editor.destroy();

    expect(written).toEqual(expect.arrayContaining(['h2', 'h4', 'ul', 'ol', 'blockquote', 'strong', 'em', 'a', 'img', 'hr']));
    expect(written.filter((tag) => !(RICH_TEXT_TAGS as readonly string[]).includes(tag))).toEqual([]);
  });
});
