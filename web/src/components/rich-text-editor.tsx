import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor as MantineRichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import '@mantine/tiptap/styles.css';

export interface RichTextEditorProps {
  label: string;
  /** HTML; an empty editor is ''. */
  value?: string;
  onChange: (html: string) => void;
  error?: ReactNode;
  required?: boolean;
  description?: ReactNode;
  /** Height of the writing area, so a long text scrolls inside the page, not the dialog. */
  minHeight?: number;
  testId?: string;
}

/** What an editor holding nothing writes, taken as an empty value (so "required" can say so). */
const isBlank = (html: string) => html.replace(/<p>\s*<\/p>/g, '').trim() === '';

function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      boldControlLabel: t('richText.bold'),
      italicControlLabel: t('richText.italic'),
      h2ControlLabel: t('richText.heading2'),
      h3ControlLabel: t('richText.heading3'),
      bulletListControlLabel: t('richText.bulletList'),
      orderedListControlLabel: t('richText.orderedList'),
      linkControlLabel: t('richText.link'),
      unlinkControlLabel: t('richText.unlink'),
      undoControlLabel: t('richText.undo'),
      redoControlLabel: t('richText.redo'),
      linkEditorInputLabel: t('richText.linkUrl'),
      linkEditorInputPlaceholder: t('richText.linkPlaceholder'),
      linkEditorExternalLink: t('richText.linkExternal'),
      linkEditorInternalLink: t('richText.linkInternal'),
      linkEditorSave: t('common.save'),
    }),
    [t],
  );
}

/**
 * The back office's rich-text field (Tiptap through @mantine/tiptap): paragraphs, two heading
 * levels, bold, italic, lists and links, with undo and redo — what the server's cleanRichText
 * keeps. A controlled field, so `{...form.getInputProps('text')}` of @mantine/form fits it.
 */
export function RichTextEditor({ label, value = '', onChange, error, required, description, minHeight = 220, testId }: RichTextEditorProps) {
  const id = useId();
  const labels = useEditorLabels();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, underline: false, code: false, codeBlock: false, horizontalRule: false }), Link],
    content: value,
    onUpdate: ({ editor: changed }) => {
      const html = changed.getHTML();
      onChange(isBlank(html) ? '' : html);
    },
    editorProps: { attributes: { id, 'aria-labelledby': `${id}-label`, 'aria-multiline': 'true', role: 'textbox' } },
  });

  // A value set from outside (a form reset, another item opened) replaces the content.
  useEffect(() => {
    if (!editor) return;
    const current = editor.getHTML();
    if ((isBlank(current) ? '' : current) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} labelProps={{ id: `${id}-label`, htmlFor: id }} required={required} error={error} description={description} data-testid={testId}>
      <MantineRichTextEditor editor={editor} labels={labels} mt={4}>
        <MantineRichTextEditor.Toolbar>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Bold />
            <MantineRichTextEditor.Italic />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.H2 />
            <MantineRichTextEditor.H3 />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.BulletList />
            <MantineRichTextEditor.OrderedList />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Link />
            <MantineRichTextEditor.Unlink />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Undo />
            <MantineRichTextEditor.Redo />
          </MantineRichTextEditor.ControlsGroup>
        </MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.Content mih={minHeight} data-testid={testId ? `${testId}-content` : undefined} />
      </MantineRichTextEditor>
    </Input.Wrapper>
  );
}
