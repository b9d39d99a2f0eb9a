import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

interface BodyEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

/**
 * The news body's editor: paragraphs, headings, lists, emphasis, quotes and links — what the
 * server's allow-list keeps (server/src/lib/rich-text.ts), so nothing typed here is lost on save.
 */
export function BodyEditor({ label, value, onChange, error }: BodyEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, underline: false, codeBlock: false, horizontalRule: false }), Link],
    content: value,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <Input.Wrapper label={label} error={error} required>
      <RichTextEditor editor={editor} data-testid="news-body-editor">
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.Code />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={180} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
